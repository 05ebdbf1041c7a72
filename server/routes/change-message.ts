/** The sentence of a 409 that says who changed a record and when. */

/** "10:15 UTC" today, "YYYY-MM-DD 10:15 UTC" another day. */
function formatWhen(at: string, now: number): string {
  const iso = new Date(at).toISOString();
  const day = iso.slice(0, 10);
  const time = `${iso.slice(11, 16)} UTC`;
  return day === new Date(now).toISOString().slice(0, 10) ? time : `${day} ${time}`;
}

/**
 * "Approved by Ana Ruiz at 10:15 UTC", or without a name "Changed at 10:15 UTC by another
 * administrator" (`unknown` says who else it may have been).
 */
export function changeMessage(what: string, by: string | null, at: string, now: number, unknown = 'another administrator'): string {
  const when = formatWhen(at, now);
  return by ? `${what} by ${by} at ${when}` : `${what} at ${when} by ${unknown}`;
}
