import type { ServiceRecordInput } from '../../../shared/serials/service.schema';

const TECHNICIANS = ['Aidan Shaw', 'Priya Natarajan', 'Tom Whitfield'];

/**
 * A realistic calibration of a DC holiday detector or AC spark tester of `topKv` kV: output voltage at four points of
 * its range, each within ±3 % of reading, read through a high-voltage divider and a digital multimeter.
 */
export function calibrationFor(serialId: number, performedOn: string, topKv: number): ServiceRecordInput {
  const points = [0.25, 0.5, 0.75, 1].map((share) => Math.round(topKv * share * 10) / 10);
  const day = Number(performedOn.slice(8, 10));
  return {
    serialId,
    kind: 'calibration',
    performedOn,
    performedBy: TECHNICIANS[day % TECHNICIANS.length]!,
    procedure: 'VTE-CP-012 Calibration of DC holiday detectors and AC spark testers, issue 4',
    temperatureC: `${(20 + (day % 5) * 0.4).toFixed(1)} ± 1.0`,
    humidityPct: `${42 + (day % 9)} ± 5`,
    references: [
      { name: 'Voltara HVD-40 high-voltage divider', certificateNumber: 'UKAS 0417-24-11873', dueOn: '2027-03-31' },
      { name: 'Fluke 8846A digital multimeter', certificateNumber: 'UKAS 0243-24-10422', dueOn: '2027-01-31' },
    ],
    results: points.map((kv, index) => {
      // A deterministic deviation within ±1.5 % (the instrument passes).
      const deviation = (((day + index * 7) % 7) - 3) * 0.005;
      return {
        parameter: 'Output voltage',
        unit: 'kV',
        nominal: kv.toFixed(2),
        reading: (kv * (1 + deviation)).toFixed(2),
        tolerance: '± 3 %',
        uncertainty: '± 0.8 %',
        pass: true,
      };
    }),
    notes: '',
    intervalMonths: 12,
  };
}
