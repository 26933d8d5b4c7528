/**
 * ISO 3166-1 alpha-2 codes: the market's country is sent to search engines as one of these
 * (OpenAI's and Perplexity's `user_location.country`), so anything else is refused when set.
 * Reserved and withdrawn codes (EU, UK, XK, …) are not countries to those engines.
 */
const ISO_3166_1 = new Set(
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ
BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS
GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV
SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/),
);

/** Names people write for a country whose code is not the obvious one. */
const COMMON_NAMES: Record<string, string> = { uk: 'GB', 'great britain': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', usa: 'US', america: 'US', 'united states of america': 'US' };

let byName: Map<string, string> | null = null;

/** English country names to codes, from the runtime's region names (no list of ours to keep). */
function namesToCodes(): Map<string, string> {
  if (byName) return byName;
  byName = new Map(Object.entries(COMMON_NAMES));
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  for (const code of ISO_3166_1) {
    const name = names.of(code);
    if (name) byName.set(name.toLowerCase(), code);
  }
  return byName;
}

export const isCountryCode = (code: string): boolean => ISO_3166_1.has(code);

/**
 * The ISO 3166-1 alpha-2 code for what was written: a code in any case, or a country's English
 * name ("Germany", "United Kingdom", "UK"); null when it is neither.
 */
export function countryCode(written: string): string | null {
  const s = written.trim();
  if (/^[A-Za-z]{2}$/.test(s) && ISO_3166_1.has(s.toUpperCase())) return s.toUpperCase();
  return namesToCodes().get(s.toLowerCase().replace(/\s+/g, ' ')) ?? null;
}
