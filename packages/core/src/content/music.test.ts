import { BUILTIN_TRACK_IDS, MUSIC_MOODS } from '@reelcraft/contract';
import { MUSIC_TRACKS } from '@reelcraft/media';
import { describe, expect, it } from 'vitest';
import { autoTrackFor, builtinTrackIdsAgree, moodFromText, musicChoiceOf } from './music.ts';

describe('music for memes', () => {
  it('the contract names the same built-in tracks and moods the synthesiser makes', () => {
    expect(builtinTrackIdsAgree()).toBe(true);
    expect([...BUILTIN_TRACK_IDS].sort()).toEqual(MUSIC_TRACKS.map((t) => t.id).sort());
    for (const track of MUSIC_TRACKS) expect(MUSIC_MOODS).toContain(track.mood);
  });

  it('reads a mood from the text in four languages', () => {
    expect(moodFromText('Plot twist: the deadline was yesterday')).toBe('dramatic');
    expect(moodFromText('Когда дедлайн был вчера')).toBe('dramatic');
    expect(moodFromText('Me explaining to my cat why we need a workout at 6am')).toBe('energetic');
    expect(moodFromText('Domingo de calma en la playa')).toBe('chill');
    expect(moodFromText('Estudando de madrugada com café')).toBe('lofi');
    expect(moodFromText('Never give up on your dream')).toBe('inspiring');
    expect(moodFromText('Happy Friday!')).toBe('upbeat');
    expect(moodFromText('When the client says one small change')).toBeNull();
    // Word starts only: "rain" is not found inside "brain", "run " not in "brunch".
    expect(moodFromText('My brain at brunch')).toBeNull();
  });

  it('picks a track of that mood, the same one for the same meme', () => {
    expect(autoTrackFor('Plot twist: the deadline was yesterday', 'a')).toBe('storm-front');
    const funnyOrUpbeat = MUSIC_TRACKS.filter((t) => t.mood === 'funny' || t.mood === 'upbeat').map((t) => t.id);
    const picks = new Set(Array.from({ length: 40 }, (_, i) => autoTrackFor('When the client says one small change', `id-${i}`)));
    for (const pick of picks) expect(funnyOrUpbeat).toContain(pick);
    expect(picks.size).toBeGreaterThan(1);
    expect(autoTrackFor('Monday', 'same')).toBe(autoTrackFor('Monday', 'same'));
  });

  it('reads the stored choice, falling back to auto', () => {
    expect(musicChoiceOf({})).toEqual({ kind: 'auto' });
    expect(musicChoiceOf({ music: { kind: 'builtin', track_id: 'neon-rush' } })).toEqual({ kind: 'builtin', track_id: 'neon-rush' });
    expect(musicChoiceOf({ music: { kind: 'builtin', track_id: 'gone' } })).toEqual({ kind: 'auto' });
  });
});
