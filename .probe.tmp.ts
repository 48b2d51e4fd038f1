import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { fontMetrics, fontsDir, fontFace } from './packages/media/src/fonts/fonts.ts';
import { assFontSizeForEm } from './packages/media/src/fonts/font-metrics.ts';
import { measureTextWidth } from './packages/media/src/captions/text-fit.ts';
const m = fontMetrics('extraBold'); const em = 60; const S = assFontSizeForEm(m, em);
console.log(m, S);
const ass = `[Script Info]
ScriptType: v4.00+
PlayResX: 720
PlayResY: 400
WrapStyle: 2
ScaledBorderAndShadow: yes

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: C,${fontFace('extraBold').assFamily},${S},&H000000FF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,0,0,2,0,0,0,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:00.00,0:00:05.00,C,,0,0,0,,{\\an2\\pos(200,150)}HHHH
Dialogue: 0,0:00:00.00,0:00:05.00,C,,0,0,0,,{\\an5\\pos(550,150)}HHHH
Dialogue: 0,0:00:00.00,0:00:05.00,C,,0,0,0,,{\\an2\\pos(200,350)}HH{\\fscx150\\fscy150}HH
Dialogue: 0,0:00:00.00,0:00:05.00,C,,0,0,0,,{\\an5\\pos(550,350)}HH{\\fscx150\\fscy150}HH
`;
writeFileSync('/tmp/capt/p.ass', ass);
execFileSync('node_modules/@ffmpeg-installer/linux-x64/ffmpeg', ['-v','error','-y','-f','lavfi','-i','color=white:s=720x400:d=1','-vf',`ass=/tmp/capt/p.ass:fontsdir=${fontsDir()}`,'-frames:v','1','/tmp/capt/p.png']);
const { data, info } = await sharp('/tmp/capt/p.png').removeAlpha().raw().toBuffer({ resolveWithObject: true });
for (const [x0,x1,y0,y1] of [[0,360,0,200],[360,720,0,200],[0,360,200,400],[360,720,200,400]]) {
  let a=1e9,b=-1,c=1e9,d=-1;
  for (let y=y0;y<y1;y++) for (let x=x0;x<x1;x++){const i=(y*info.width+x)*3; if(data[i]>200&&data[i+1]<80){a=Math.min(a,x);b=Math.max(b,x);c=Math.min(c,y);d=Math.max(d,y);}}
  console.log({x:[a,b],y:[c,d]});
}
console.log('canvas width HHHH', measureTextWidth('HHHH','extraBold',em), 'H', measureTextWidth('H','extraBold',em));
