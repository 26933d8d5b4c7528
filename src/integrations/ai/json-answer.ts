/**
 * Reads the JSON object out of a model's text answer. Providers that honour
 * `response_format: json_schema` answer with the bare object; others wrap it in prose or a
 * ```json fence. Returns undefined when no parseable object or array is found.
 */
export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const direct = tryParse(trimmed);
  if (direct !== undefined) return direct;
  const fence = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(trimmed);
  if (fence) {
    const inFence = tryParse(fence[1].trim());
    if (inFence !== undefined) return inFence;
  }
  for (let start = 0; start < trimmed.length; start++) {
    const ch = trimmed[start];
    if (ch !== '{' && ch !== '[') continue;
    const end = matchingClose(trimmed, start);
    if (end === -1) continue;
    const found = tryParse(trimmed.slice(start, end + 1));
    if (found !== undefined) return found;
  }
  return undefined;
}

function tryParse(s: string): unknown {
  if (!s.startsWith('{') && !s.startsWith('[')) return undefined;
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return undefined;
  }
}

/** Index of the bracket closing the one at `start`, skipping brackets inside strings; -1 if none. */
function matchingClose(s: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < s.length; i++) {
    const ch = s[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}
