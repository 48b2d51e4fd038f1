import type { Suggestion } from '@reelcraft/contract';
import { translator } from '@reelcraft/i18n';

/** The script as a plain-text file a creator can keep next to the camera, labelled in the script's language. */
export function scriptText(suggestion: Pick<Suggestion, 'result' | 'language'>): string {
  const result = suggestion.result;
  if (!result) return '';
  const t = translator(suggestion.language);
  const lines: string[] = [result.title, ''];
  if (result.meme) {
    lines.push(`${t('content.script_file.meme_text')}: ${result.meme.topText}`, '');
    for (const line of result.meme.subtitleLines) lines.push(`  ${line}`);
    lines.push('');
  }
  lines.push(`${t('content.script_file.hook')}: ${result.hook}`, '');
  result.beats.forEach((beat, index) => {
    lines.push(`${t('content.script_file.beat', { n: index + 1 })}${beat.sceneTitle ? ` — ${beat.sceneTitle}` : ''} (${Math.round(beat.seconds)} s)`);
    if (beat.onScreenText) lines.push(`  ${t('content.script_file.on_screen')}: ${beat.onScreenText}`);
    if (beat.spokenLine) lines.push(`  ${t('content.script_file.say')}: ${beat.spokenLine}`);
    // Where only the creator has the fact (issue 32): the file next to the camera says so too.
    if (beat.prompt) lines.push(`  ${t('content.script_file.your_turn')}: ${beat.prompt}`);
    lines.push('');
  });
  lines.push(`${t('content.script_file.call_to_action')}: ${result.callToAction}`, '');
  lines.push(`${t('content.script_file.caption')}:`, result.caption, '');
  if (result.hashtags.length > 0) lines.push(`${t('content.script_file.hashtags')}: ${result.hashtags.map((tag) => `#${tag}`).join(' ')}`, '');
  lines.push(t('content.script_file.length', { seconds: Math.round(result.estimatedSeconds) }), '', `— ${t('content.script_file.footer')}`);
  return `${lines.join('\n')}\n`;
}
