import { MEME_LAYOUTS } from '@reelcraft/contract';
import { MEME_TEMPLATE_LAYOUTS } from '@reelcraft/media';
import { describe, expect, it } from 'vitest';
import { halves, memeTemplateFor } from './template-choice.ts';

describe('memeTemplateFor', () => {
  it('the contract offers exactly the drawn layouts plus auto', () => {
    expect([...MEME_LAYOUTS]).toEqual(['auto', ...MEME_TEMPLATE_LAYOUTS]);
  });

  it.each([
    ['POV: your cat wakes you up at 5am', 'en', 'pov'],
    ['Me on Monday vs me on Friday', 'en', 'versus'],
    ['Me: I will go to bed early\nAlso me at 2am: one more episode', 'en', 'versus'],
    ['When the client asks for a discount', 'en', 'classic'],
    ['Nobody:\nMe: buying another plant', 'en', 'reaction'],
    ['Adulting is mostly googling how long chicken keeps', 'en', 'tweet'],
    ['POV: кот будит тебя в пять утра', 'ru', 'pov'],
    ['Когда клиент просит скидку', 'ru', 'classic'],
  ] as const)('auto: "%s" gets the layout its shape calls for', (text, language, layout) => {
    expect(memeTemplateFor({ topText: text, language, seed: 1 }).layout).toBe(layout);
  });

  it('fills the layout with the text’s own words only', () => {
    const pov = memeTemplateFor({ topText: 'POV: your cat wakes you up at 5am', language: 'en', seed: 2 });
    expect(pov).toMatchObject({ layout: 'pov', scene: 'your cat wakes you up at 5am' });
    const versus = memeTemplateFor({ topText: 'Me on Monday vs me on Friday', language: 'en', seed: 2 });
    expect(versus).toMatchObject({ layout: 'versus', first: 'Me on Monday', second: 'me on Friday', reactions: ['cool', 'crying'] });
    const classic = memeTemplateFor({ topText: 'One does not simply\nwalk into Mordor', language: 'en', seed: 2, layout: 'classic' });
    expect(classic).toMatchObject({ layout: 'classic', top: 'One does not simply', bottom: 'walk into Mordor' });
  });

  it('honours the layout the creator picked, whatever the shape', () => {
    for (const layout of MEME_TEMPLATE_LAYOUTS) {
      expect(memeTemplateFor({ topText: 'When the client asks for a discount', language: 'en', seed: 5, layout }).layout).toBe(layout);
    }
    const split = memeTemplateFor({ topText: 'I planned a calm weekend, then my inbox happened', language: 'en', seed: 1, layout: 'versus' });
    expect(split).toMatchObject({ first: 'I planned a calm weekend,', second: 'then my inbox happened' });
  });

  it('the post card names the creator’s account when there is one, else a neutral "me" in the meme’s language', () => {
    const text = 'Adulting is mostly googling how long chicken keeps';
    expect(memeTemplateFor({ topText: text, language: 'en', seed: 1, author: { name: 'bakewithana', handle: '@bakewithana' } })).toMatchObject({
      name: 'bakewithana',
      handle: '@bakewithana',
    });
    expect(memeTemplateFor({ topText: 'Быть взрослым значит гуглить, сколько хранится курица', language: 'ru', seed: 1, layout: 'tweet' })).toMatchObject({
      name: 'Я',
      handle: '@me',
    });
  });
});

describe('halves', () => {
  it('splits at the clause break nearest the middle, else at the middle word', () => {
    expect(halves('Expectation: a calm morning. Reality: three alarms')).toEqual(['Expectation: a calm morning.', 'Reality: three alarms']);
    expect(halves('one two three four')).toEqual(['one two', 'three four']);
  });
});
