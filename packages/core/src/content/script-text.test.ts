import { describe, expect, it } from 'vitest';
import { scriptText } from './script-text.ts';

const result = {
  title: 'Posture at a home desk',
  hook: 'My back stopped hurting after three changes.',
  beats: [
    { onScreenText: 'The desk', spokenLine: 'I raised my screen to eye level.', seconds: 6 },
    { onScreenText: 'What worked', spokenLine: 'One change made the biggest difference.', seconds: 6, prompt: 'Say the one change that worked for you' },
  ],
  caption: 'Three changes at my desk.',
  hashtags: ['posture'],
  callToAction: 'Save this.',
  estimatedSeconds: 12,
};

describe('scriptText', () => {
  it("puts a beat's creator prompt under its line, labelled in the script's language, and nothing for beats without one", () => {
    const en = scriptText({ result, language: 'en' });
    expect(en).toContain('  Say: One change made the biggest difference.\n  Your turn (only you can say this): Say the one change that worked for you\n');
    expect(en.match(/Your turn/g)).toHaveLength(1);
    expect(scriptText({ result, language: 'ru' })).toContain('Ваша часть (это можете сказать только вы): Say the one change that worked for you');
  });
});
