// A minimal Prometheus text-format registry: gauges and histograms with labels. Enough for
// /metrics without another dependency; values measured by this process only (database-wide figures are
// read at scrape time, see collect.ts).
type Labels = Record<string, string>;

function labelKey(labels: Labels): string {
  const keys = Object.keys(labels).sort();
  return keys.map((k) => `${k}="${String(labels[k]).replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`).join(',');
}

interface Metric {
  name: string;
  help: string;
  type: 'gauge' | 'histogram';
  render(): string[];
}

export class Gauge implements Metric {
  readonly type = 'gauge';
  private values = new Map<string, number>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  set(value: number, labels: Labels = {}): void {
    this.values.set(labelKey(labels), value);
  }
  reset(): void {
    this.values.clear();
  }
  render(): string[] {
    return [...this.values].map(([k, v]) => `${this.name}${k ? `{${k}}` : ''} ${v}`);
  }
}

export class Histogram implements Metric {
  readonly type = 'histogram';
  private series = new Map<string, { counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: number[],
  ) {}
  observe(value: number, labels: Labels = {}): void {
    const k = labelKey(labels);
    let s = this.series.get(k);
    if (!s) this.series.set(k, (s = { counts: this.buckets.map(() => 0), sum: 0, count: 0 }));
    for (let i = 0; i < this.buckets.length; i++) if (value <= this.buckets[i]!) s.counts[i]!++;
    s.sum += value;
    s.count++;
  }
  reset(): void {
    this.series.clear();
  }
  render(): string[] {
    const out: string[] = [];
    for (const [k, s] of this.series) {
      const sep = k ? `${k},` : '';
      this.buckets.forEach((b, i) => out.push(`${this.name}_bucket{${sep}le="${b}"} ${s.counts[i]}`));
      out.push(`${this.name}_bucket{${sep}le="+Inf"} ${s.count}`);
      out.push(`${this.name}_sum${k ? `{${k}}` : ''} ${s.sum}`);
      out.push(`${this.name}_count${k ? `{${k}}` : ''} ${s.count}`);
    }
    return out;
  }
}

export class Registry {
  private metrics: Metric[] = [];
  register<M extends Metric>(m: M): M {
    this.metrics.push(m);
    return m;
  }
  render(): string {
    const lines: string[] = [];
    for (const m of this.metrics) lines.push(`# HELP ${m.name} ${m.help}`, `# TYPE ${m.name} ${m.type}`, ...m.render());
    return `${lines.join('\n')}\n`;
  }
}
