/** A phone (speech sound) with its IPA symbol(s) as eSpeak writes them, e.g. "ˈa", "p", "ɾ". Seconds. */
export interface TimedPhone {
  ipa: string;
  start: number;
  end: number;
}

/** A word as written in the script (punctuation kept), with when it is spoken and its phones. Seconds. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
  phones: TimedPhone[];
}

/** How much of a script a recording of it covers, in words (tokens with a letter or digit). */
export interface ScriptCoverage {
  readWords: number;
  scriptWords: number;
}

/** When each word of a script is spoken in one audio file. */
export interface SpeechTimeline {
  words: TimedWord[];
  /** Length of the audio, seconds. */
  durationSeconds: number;
  /**
   * Set when the timeline comes from aligning a recording: how many of the script's words it covers. `words` then
   * holds only those (the start of the script, as far as it was read); the words never said are left out.
   */
  coverage?: ScriptCoverage;
}
