import { CATALOG } from '../writer/index.ts';
import { describe, expect, it } from 'vitest';
import { writeBuiltin } from '../writer/builtin-writer.ts';
import { publicScriptBrief, toPublicScriptResponse } from './public-script.ts';

describe('the free tool’s brief', () => {
  it('makes the topic the idea and the picked niche the area of expertise, in the asked language', () => {
    expect(publicScriptBrief({ niche: 'pets', topic: 'Cat toys from cardboard', language: 'pt' })).toEqual({
      contentType: 'custom_script',
      language: 'pt',
      userInput: 'Cat toys from cardboard',
      facts: { area_of_expertise: CATALOG.pt.niches.pets.label },
    });
  });

  it('gives a script about the topic, labelled with its writer, in the response shape', () => {
    const request = { niche: 'finance', topic: 'Ahorrar para un viaje', language: 'es' } as const;
    const response = toPublicScriptResponse(request, writeBuiltin(publicScriptBrief(request), { seed: 7 }));
    expect(response.niche).toBe('finance');
    expect(response.script.writer).toBe('builtin');
    expect(response.script.topic).toEqual({ source: 'idea', label: 'Ahorrar para un viaje' });
    expect(response.script.hook + response.script.caption).toContain('Ahorrar para un viaje');
  });
});
