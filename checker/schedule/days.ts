// Days are UTC calendar days ('YYYY-MM-DD'); a remote's daily check is at its fixed minute of that day.
const DAY_MS = 86_400_000;

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The instant of minute `minuteOfDay` on `day` (UTC). */
export function slotOn(day: string, minuteOfDay: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + minuteOfDay * 60_000);
}

export function addDays(day: string, n: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
}
