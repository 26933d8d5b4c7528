/**
 * Site time zones (docs/analytics.md "Time zone"): each space counts its analytics in local
 * days and hours of an IANA zone. An event's local day and hour are decided when it is counted,
 * from its UTC time and the zone's offset then, so rollups are already local and a report reads
 * them as they are, whatever the zone's offset (whole hours or not).
 */
export const DEFAULT_TIME_ZONE = 'UTC';

const ZONES = new Map(Intl.supportedValuesOf('timeZone').map((z) => [z.toLowerCase(), z]));

/**
 * The IANA name to store for `name`, or null when it is no IANA zone: a name of Intl's list in
 * that list's spelling (any case accepted), another name Intl knows (a link such as
 * "Asia/Kathmandu", which Intl itself lists as "Asia/Katmandu") as sent. Offsets such as
 * "+02:00", which Intl also accepts, are refused: they keep no daylight-saving rules.
 */
export function timeZoneName(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return null;
  if (name.toUpperCase() === 'UTC') return DEFAULT_TIME_ZONE;
  const listed = ZONES.get(name.toLowerCase());
  if (listed) return listed;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return ZONES.has(resolved.toLowerCase()) || resolved === 'UTC' ? name : null;
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Offsets by zone and quarter hour: every offset change in the tz database falls on a quarter hour. */
const offsets = new Map<string, number>();
const QUARTER_MS = 900_000;

/** Minutes the zone is ahead of UTC at the given instant. */
export function offsetMinutes(zone: string, ms: number): number {
  if (zone === DEFAULT_TIME_ZONE) return 0;
  const key = `${zone}|${Math.floor(ms / QUARTER_MS)}`;
  const hit = offsets.get(key);
  if (hit !== undefined) return hit;
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  const offset = Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The local day (YYYY-MM-DD) and hour (YYYY-MM-DDTHH) of an ISO instant in the zone. */
export function localTime(at: string, zone: string): { day: string; hour: string } {
  if (zone === DEFAULT_TIME_ZONE && at.endsWith('Z')) return { day: at.slice(0, 10), hour: at.slice(0, 13) };
  const ms = Date.parse(at);
  const local = new Date(ms + offsetMinutes(zone, ms) * 60_000).toISOString();
  return { day: local.slice(0, 10), hour: local.slice(0, 13) };
}

/** Today's date in the zone. */
export const todayIn = (zone: string, now: Date): string => localTime(now.toISOString(), zone).day;
