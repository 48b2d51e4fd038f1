/**
 * Reads one JSON object out of a model's reply, forgiving the usual slips: markdown code fences, prose before or
 * after the object, trailing commas, raw line breaks inside strings and a reply cut off before its closing brackets.
 * Throws when nothing object-like can be recovered.
 */
export function parseJsonLoosely(text: string): unknown {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    // fall through to the repairs below
  }
  // The object starts after an opening code fence when there is one; its end is found by walking the JSON itself,
  // because a closing fence may also appear inside one of its strings. A fence-looking run inside a bare object's
  // string can mislead the first guess, so the whole text is tried second.
  const fence = /```[a-zA-Z]*[^\S\n]*\n?/.exec(trimmed);
  const candidates = fence ? [trimmed.slice(fence.index + fence[0].length), trimmed] : [trimmed];
  let failure: unknown = new SyntaxError('no JSON object in the reply');
  for (const body of candidates) {
    const start = body.indexOf('{');
    if (start < 0) continue;
    try {
      return JSON.parse(balance(body.slice(start)));
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** Walks the text once: keeps the first complete object, escapes raw control characters, drops trailing commas. */
function balance(text: string): string {
  const closers: string[] = [];
  let out = '';
  let inString = false;
  let escaped = false;
  for (const char of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      if (char === '\n') out += '\\n';
      else if (char === '\r') out += '\\r';
      else if (char === '\t') out += '\\t';
      else out += char;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') closers.push('}');
    else if (char === '[') closers.push(']');
    else if (char === '}' || char === ']') {
      out = out.replace(/,\s*$/, '');
      closers.pop();
      out += char;
      if (closers.length === 0) return out;
      continue;
    }
    out += char;
  }
  // Cut off mid-reply: close what is open.
  if (inString) out += '"';
  out = out.replace(/,\s*$/, '').replace(/:\s*$/, ': null');
  while (closers.length > 0) out += closers.pop();
  return out;
}
