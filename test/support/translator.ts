import type { ChatCall, ProviderReply } from './ai-provider.ts';

/**
 * A scripted translator for the local AI provider: answers Tessera's translation requests
 * ({"segments":[{id, kind, text}]}) the way a well-behaved model does, segment by segment.
 * Known phrases come from a small dictionary; anything else gets the target code in front
 * ("[de] Some text"), so tests can tell translated text from source text.
 */
const DICTIONARY: Record<string, Record<string, string>> = {
  de: { 'hello world': 'hallo welt', 'Hello world': 'Hallo Welt', 'about us': 'über uns', news: 'Neuigkeiten' },
  fr: { 'hello world': 'bonjour le monde', 'Hello world': 'Bonjour le monde', 'about us': 'à propos', news: 'actualités' },
};

export interface SegmentIn {
  id: string;
  kind: string;
  text: string;
}

/** The language asked for, read from the instructions ("… to Deutsch (de).") */
export function targetOf(call: ChatCall): string {
  const system = call.messages.find((m) => m.role === 'system')?.content ?? '';
  return /to [^\n]*?\(([a-z]{2}(?:-[A-Z]{2})?)\)\./.exec(system)?.[1] ?? 'xx';
}

export function segmentsOf(call: ChatCall): SegmentIn[] {
  return ((call.userJson as { segments?: SegmentIn[] })?.segments ?? []) as SegmentIn[];
}

export function translateText(text: string, kind: string, to: string): string {
  const known = DICTIONARY[to]?.[text];
  if (known) return known;
  if (kind === 'slug') return `${text} ${to}`;
  if (kind === 'tag') return `${text} (${to})`;
  return `[${to}] ${text}`;
}

/** Answers every segment; `edit` may change individual answers (to script misbehaviour). */
export function translator(edit?: (segment: SegmentIn, translated: string) => string | null): (call: ChatCall) => ProviderReply {
  return (call) => {
    const to = targetOf(call);
    const out: { id: string; text: string }[] = [];
    for (const s of segmentsOf(call)) {
      const t = translateText(s.text, s.kind, to);
      const edited = edit ? edit(s, t) : t;
      if (edited !== null) out.push({ id: s.id, text: edited });
    }
    return { json: { segments: out } };
  };
}
