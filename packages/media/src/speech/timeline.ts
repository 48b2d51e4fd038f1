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

/** When each word of a script is spoken in one audio file. */
export interface SpeechTimeline {
  words: TimedWord[];
  /** Length of the audio, seconds. */
  durationSeconds: number;
}
