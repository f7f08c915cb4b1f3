/**
 * A d3-geo path context that writes compact SVG path data: whole units of the viewBox (a map a thousand units wide
 * needs no finer grain), relative moves after each ring's start, and points that round onto the previous one
 * dropped. Rings smaller than `minArea` square units (specks of islands, slivers a clipped map cuts off) are left
 * out. About a third of geoPath's own output, which matters: the map is in the page's HTML.
 */
export class CompactPath {
  private out = '';
  private ring = '';
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;
  /** Relative segments written in the current ring (the first one carries the `l`). */
  private segments = 0;
  /** Twice the ring's signed area so far (shoelace), in square units. */
  private area2 = 0;

  constructor(private readonly minArea = 1) {}

  moveTo(x: number, y: number): void {
    this.flush();
    this.x = this.startX = Math.round(x);
    this.y = this.startY = Math.round(y);
    this.ring = `M${this.x} ${this.y}`;
    this.segments = 0;
    this.area2 = 0;
  }

  lineTo(x: number, y: number): void {
    const rx = Math.round(x);
    const ry = Math.round(y);
    const dx = rx - this.x;
    const dy = ry - this.y;
    if (dx === 0 && dy === 0) return;
    // A minus sign separates numbers by itself; repeated pairs need no repeated `l`.
    this.ring += `${this.segments === 0 ? 'l' : dx < 0 ? '' : ' '}${dx}${dy < 0 ? '' : ' '}${dy}`;
    this.area2 += this.x * ry - rx * this.y;
    this.segments += 1;
    this.x = rx;
    this.y = ry;
  }

  closePath(): void {
    this.area2 += this.x * this.startY - this.startX * this.y;
    this.ring += 'z';
    this.flush();
  }

  /** Points (geoPath draws a Point as a circle) never occur in country shapes. */
  arc(): void {}

  beginPath(): void {}

  /** The path data so far, and a fresh start for the next shape. */
  take(): string {
    this.flush();
    const text = this.out;
    this.out = '';
    return text;
  }

  private flush(): void {
    if (this.ring !== '' && this.segments >= 2 && Math.abs(this.area2) / 2 >= this.minArea) this.out += this.ring;
    this.ring = '';
    this.segments = 0;
    this.area2 = 0;
  }
}
