import { COLOUR, createDocument, finish, FONT, style, write } from '../../../pdf/pdf-kit';
import { bullets, heading, paragraph, runningHeads } from '../../../pdf/pdf-layout';

/** A course document's printed content: Voltara's own training notes (English, as the originals are). */
export interface GuideSeed {
  /** The document code and issue, repeated on every page ("VTE-TR-101 issue 3"). */
  reference: string;
  title: string;
  intro: string;
  sections: ReadonlyArray<{ heading: string; points: readonly string[] }>;
}

/** A real A4 PDF (pdfkit) with the brand's running heads, the same layout pieces as the certificates. */
export async function guidePdf(guide: GuideSeed): Promise<Uint8Array> {
  const doc = createDocument({ title: guide.title, subject: guide.reference, locale: 'en' });
  style(doc, { font: FONT.bold, size: 18, color: COLOUR.accent });
  write(doc, guide.title);
  doc.moveDown(0.4);
  paragraph(doc, guide.intro, { size: 10 });
  for (const section of guide.sections) {
    heading(doc, section.heading);
    bullets(doc, [...section.points]);
  }
  doc.moveDown(1);
  paragraph(doc, 'Voltara Test Equipment Ltd, Training Department. Uncontrolled when printed; the current issue is in the training portal.', {
    size: 8,
    color: COLOUR.muted,
  });
  runningHeads(doc, { title: 'Training notes', reference: guide.reference, pageOf: (page, pages) => `Page ${page} of ${pages}` });
  return new Uint8Array(await finish(doc));
}

export const GUIDES = {
  holidaySafety: {
    reference: 'VTE-TR-101 issue 3',
    title: 'DC holiday detectors: safety rules',
    intro:
      'A DC holiday detector puts up to 30 kV on the electrode. The current is limited, but the shock is sharp enough to make a person fall from a ladder or scaffold, and the spark can ignite flammable vapour. Follow these rules every time.',
    sections: [
      {
        heading: 'Before testing',
        points: [
          'Only trained and authorised persons operate the detector. People with a pacemaker or other implanted medical device must not operate it or stand near the test area.',
          'Obtain a hot-work permit where one is required. Never test in a flammable or explosive atmosphere, for example inside a tank that still holds solvent vapour from the coating.',
          'Check that the coating is dry, clean and fully cured as the coating manufacturer specifies. Moisture or conductive dirt gives false alarms and can carry the voltage to the operator.',
          'Connect the earth return lead to bare metal of the workpiece first, and the other end to the detector. Check the connection: no earth, no valid test.',
          'Inspect the electrode, the handle and the high-voltage lead for damage before switching on.',
          'Mark out the test area and keep other people away from the electrode and the workpiece.',
        ],
      },
      {
        heading: 'During testing',
        points: [
          'Never touch the electrode, the high-voltage lead or the coating being tested while the high voltage is on.',
          'Hold the handle behind the guard. Keep the earth lead clear of the path of the electrode.',
          'Move the electrode steadily at about 0.3 m/s and keep it in contact with the coating.',
          'Stop at every alarm, mark the holiday with a non-contaminating marker and continue.',
        ],
      },
      {
        heading: 'After testing',
        points: [
          'Switch off the high voltage and touch the electrode to the earthed workpiece to discharge any remaining charge.',
          'Disconnect the earth lead last. Clean the electrode and store the detector dry, with the battery charged.',
          'Record the test voltage, the electrode, the coating thickness and the number and place of the holidays found.',
        ],
      },
    ],
  },
  holidayVoltage: {
    reference: 'VTE-TR-102 issue 2',
    title: 'Choosing the test method, voltage and electrode',
    intro:
      'The test voltage must be high enough to jump the air gap at a holiday and low enough not to break down sound coating. It is set from the coating thickness by the specification that applies to the job, never by habit.',
    sections: [
      {
        heading: 'Low-voltage wet sponge or high-voltage DC',
        points: [
          'Wet sponge (9 to 90 V): for coatings up to 500 µm. It finds pinholes that reach the substrate, not thin spots. Add a non-foaming wetting agent to the water and let the coating dry afterwards.',
          'High-voltage DC: for thicker coatings and where thin spots must also be found. The spark breaks through air at a holiday and through coating that is too thin.',
          'Pulsed DC: for damp or slightly conductive surfaces, where continuous DC would leak and give false alarms.',
        ],
      },
      {
        heading: 'Setting the voltage',
        points: [
          'Measure the coating thickness first (dry film thickness, DFT).',
          'Take the voltage from the specification: for example NACE SP0490 for fusion-bonded epoxy (V = 525 x square root of the thickness in mils), ISO 29601, or the coating manufacturer\'s figure. Many pipeline specifications use 5 kV per mm of coating.',
          'Check the output at the electrode with a calibrated high-voltage meter before work and whenever the electrode is changed.',
          'Too high a voltage damages sound coating; too low a voltage misses holidays.',
        ],
      },
      {
        heading: 'Choosing the electrode',
        points: [
          'Brass or phosphor-bronze brush: flat and irregular surfaces, welds, flanges and edges.',
          'Rolling spring electrode: the outside of pipes; choose the spring for the pipe diameter.',
          'Conductive rubber: smooth surfaces where a brush would leave marks.',
          'Keep the electrode clean; worn or bent bristles leave gaps that are never tested.',
        ],
      },
    ],
  },
  sparkSafety: {
    reference: 'VTE-TR-201 issue 4',
    title: 'Spark testers on extrusion lines: safety rules',
    intro:
      'An in-line spark tester applies up to 25 kV AC or 50 kV DC to the insulation of a cable while the conductor is earthed. The electrode is inside an interlocked enclosure. These rules protect the line operators.',
    sections: [
      {
        heading: 'Installation',
        points: [
          'Earth the tester frame and the conductor. Earth the conductor at both the pay-off and the take-up where possible.',
          'Install the tester after the cooling trough and the air wipe, so that the cable reaching the electrode is dry.',
          'Never bypass, bridge or disable the cover interlocks. Opening a cover must switch off the high voltage.',
        ],
      },
      {
        heading: 'Operation',
        points: [
          'Switch on the high voltage only with the covers closed and the cable running through the electrode.',
          'Do not reach into the electrode enclosure while the line runs. Stop the line and switch off first.',
          'After switching off a DC tester, wait for the discharge indicator before opening the enclosure.',
          'Every fault stops the line or is marked and counted, as the quality plan says. Never reset a fault without recording it.',
        ],
      },
      {
        heading: 'Housekeeping',
        points: [
          'Clean the electrode chamber of carbon and compound dust every shift; dust tracks the voltage and causes false faults.',
          'Replace broken or worn bead chains at once; a gap in the chain leaves part of the cable untested.',
        ],
      },
    ],
  },
  sparkChecks: {
    reference: 'VTE-TR-202 issue 2',
    title: 'Daily checks of an in-line spark tester',
    intro: 'Before the first run of the day, and after any change of electrode or product, make these checks and record them in the line log.',
    sections: [
      {
        heading: 'Checks',
        points: [
          'Voltage: measure the test voltage at the electrode with a calibrated kV meter; it must match the set value within the tester\'s tolerance.',
          'Sensitivity: use the fault simulator to check that the fault detector responds and the counter and alarm work.',
          'Interlocks: open each cover with the high voltage on; the voltage must switch off at once.',
          'Electrode: chain or brush complete, in contact with the whole circumference of the cable, the right size for the diameter.',
          'Line speed: check that the electrode is long enough for the speed, so that every point of the insulation is under voltage for the minimum time of the standard (for example EN 62230).',
        ],
      },
      {
        heading: 'Records',
        points: [
          'Record the date, the product, the set and measured voltage, the result of the sensitivity and interlock checks and your name.',
          'A tester that fails a check is taken out of use and tagged until it has been repaired and checked again.',
        ],
      },
    ],
  },
} as const satisfies Record<string, GuideSeed>;
