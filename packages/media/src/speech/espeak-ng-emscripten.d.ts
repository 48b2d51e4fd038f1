// Types for the parts of @echogarden/espeak-ng-emscripten (eSpeak-NG compiled with Emscripten, GPL-3.0) that
// espeak-runtime.ts uses. The package ships JavaScript only; these were written from its espeak-ng.js.
declare module '@echogarden/espeak-ng-emscripten' {
  /** One eSpeak event as the package's `synthesize` reports it. Positions are 1-based code points; times ms. */
  export interface EspeakRawEvent {
    type: 'list_terminated' | 'word' | 'sentence' | 'mark' | 'play' | 'end' | 'msg_terminated' | 'phoneme' | 'samplerate';
    text_position: number;
    word_length: number;
    audio_position: number;
    /** The phoneme in IPA for 'phoneme' (empty for a pause), the running number for 'word' and 'sentence'. */
    id?: string | number;
  }

  export interface EspeakVoiceInfo {
    name: string;
    identifier: string;
    languages: { priority: number; name: string }[];
  }

  export interface ESpeakNGWorker {
    readonly samplerate: number;
    /** 0 on success. `name` may carry a variant: "gmw/en-US+klatt6". */
    set_voice(name: string, language: string): number;
    /** Words per minute (eSpeak clamps to 80..450). */
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    list_voices(): EspeakVoiceInfo[];
    /** Synthesises synchronously, calling back per chunk with 16-bit samples and the chunk's events; return true to stop. */
    synthesize(text: string, callback: (samples: Int16Array | undefined, events: EspeakRawEvent[]) => boolean | number): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }

  const createModule: (options?: Record<string, unknown>) => Promise<EspeakModule>;
  export default createModule;
}
