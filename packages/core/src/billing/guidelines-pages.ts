import { FONT } from './pdf-document.ts';
import {
  COLOR,
  CONTENT_WIDTH,
  type Doc,
  fitFontSize,
  type Guidelines,
  header,
  list,
  MARGIN,
  newPage,
  PAGE,
  paragraphHeight,
  phone,
} from './guidelines-layout.ts';

/** The guidelines PDF's pages: cover, anatomy of a reel, hooks, on-screen text, cadence, checklist, footers. */

/** Width of the cover title's column (the phone drawing sits to its right). */
export const COVER_TITLE_WIDTH = 300;

export function cover(doc: Doc, g: Guidelines, sections: string[]): void {
  newPage(doc);
  const bandHeight = 470;
  const gradient = doc.linearGradient(0, 0, PAGE.width, bandHeight);
  gradient.stop(0, COLOR.accent).stop(1, COLOR.violet);
  doc.rect(0, 0, PAGE.width, bandHeight).fill(gradient);
  // Soft circles for depth.
  doc
    .save()
    .fillOpacity(0.12)
    .circle(PAGE.width - 40, 60, 150)
    .fill(COLOR.white)
    .circle(70, bandHeight - 20, 90)
    .fill(COLOR.white)
    .restore();

  doc.font(FONT.bold).fontSize(12).fillColor(COLOR.white).text(g.brand.toUpperCase(), MARGIN, 56, { characterSpacing: 3 });
  const coverTitleSize = fitFontSize(doc, FONT.extraBold, g.title, COVER_TITLE_WIDTH, 38, 24);
  doc.font(FONT.extraBold).fontSize(coverTitleSize).fillColor(COLOR.white).text(g.title, MARGIN, 150, { width: COVER_TITLE_WIDTH, lineGap: 2 });
  doc
    .font(FONT.semibold)
    .fontSize(13)
    .fillColor(COLOR.white)
    .text(g.subtitle, MARGIN, doc.y + 16, { width: 290, lineGap: 4 });

  // A phone playing a reel: 9:16 screen, play button, caption bars.
  const phoneX = 380;
  const phoneY = 110;
  const phoneWidth = 150;
  const phoneHeight = phone(doc, phoneX, phoneY, phoneWidth, COLOR.ink, COLOR.white);
  const cx = phoneX + phoneWidth / 2;
  const cy = phoneY + phoneHeight * 0.42;
  doc.circle(cx, cy, 26).fill(COLOR.accent);
  doc.polygon([cx - 8, cy - 13], [cx - 8, cy + 13], [cx + 14, cy]).fill(COLOR.white);
  doc.save().fillOpacity(0.9);
  doc.roundedRect(phoneX + 20, phoneY + phoneHeight * 0.68, phoneWidth - 40, 12, 6).fill(COLOR.white);
  doc.roundedRect(phoneX + 32, phoneY + phoneHeight * 0.68 + 18, phoneWidth - 64, 12, 6).fill(COLOR.amber);
  doc.restore();
  doc.roundedRect(phoneX + 14, phoneY + phoneHeight - 22, (phoneWidth - 28) * 0.62, 4, 2).fill(COLOR.accent);
  doc.roundedRect(phoneX + 14 + (phoneWidth - 28) * 0.62, phoneY + phoneHeight - 22, (phoneWidth - 28) * 0.38, 4, 2).fill('#5a5566');

  // Contents.
  let y = bandHeight + 40;
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.accent).text(g.contents.toUpperCase(), MARGIN, y, { characterSpacing: 2 });
  y += 26;
  for (const [index, title] of sections.entries()) {
    doc
      .font(FONT.extraBold)
      .fontSize(18)
      .fillColor(COLOR.line)
      .text(String(index + 1).padStart(2, '0'), MARGIN, y - 3, { lineBreak: false });
    doc
      .font(FONT.semibold)
      .fontSize(13)
      .fillColor(COLOR.ink)
      .text(title, MARGIN + 44, y, { width: CONTENT_WIDTH - 90, lineBreak: false });
    doc
      .font(FONT.semibold)
      .fontSize(12)
      .fillColor(COLOR.muted)
      .text(String(index + 2), PAGE.width - MARGIN - 30, y, { width: 30, align: 'right' });
    y += 22;
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE.width - MARGIN, y)
      .lineWidth(0.6)
      .stroke(COLOR.line);
    y += 12;
  }
}

export function anatomy(doc: Doc, g: Guidelines): void {
  newPage(doc);
  const a = g.anatomy;
  let y = header(doc, g, 1, a.title, a.intro);
  const parts = [
    { label: a.hook_label, time: a.hook_time, text: a.hook_text, color: COLOR.accent, seconds: 3 },
    { label: a.value_label, time: a.value_time, text: a.value_text, color: COLOR.violet, seconds: 17 },
    { label: a.payoff_label, time: a.payoff_time, text: a.payoff_text, color: COLOR.teal, seconds: 7 },
    { label: a.cta_label, time: a.cta_time, text: a.cta_text, color: COLOR.amber, seconds: 3 },
  ];

  // A timeline of a 30-second reel, each part as wide as its seconds.
  const total = parts.reduce((sum, part) => sum + part.seconds, 0);
  let x = MARGIN;
  for (const [index, part] of parts.entries()) {
    const width = (CONTENT_WIDTH * part.seconds) / total;
    doc.rect(x, y, width - (index < parts.length - 1 ? 3 : 0), 26).fill(part.color);
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(COLOR.white)
      .text(String(index + 1), x, y + 8.5, { width: width - 3, align: 'center' });
    x += width;
  }
  doc.font(FONT.semibold).fontSize(8.5).fillColor(COLOR.muted);
  doc.text('0 s', MARGIN, y + 31, { lineBreak: false });
  doc.text('30 s', PAGE.width - MARGIN - 40, y + 31, { width: 40, align: 'right' });
  y += 58;

  for (const [index, part] of parts.entries()) {
    const textWidth = CONTENT_WIDTH - 40;
    const height = 30 + paragraphHeight(doc, part.text, FONT.regular, 11, textWidth, 2) + 16;
    doc.roundedRect(MARGIN, y, CONTENT_WIDTH, height, 12).fill(COLOR.soft);
    doc.rect(MARGIN, y + 12, 5, height - 24).fill(part.color);
    doc
      .font(FONT.extraBold)
      .fontSize(14)
      .fillColor(COLOR.ink)
      .text(`${index + 1}. ${part.label}`, MARGIN + 22, y + 14, { continued: false, lineBreak: false });
    const labelWidth = doc.widthOfString(`${index + 1}. ${part.label}`);
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(part.color)
      .text(part.time, MARGIN + 22 + labelWidth + 10, y + 17.5, { lineBreak: false });
    doc
      .font(FONT.regular)
      .fontSize(11)
      .fillColor(COLOR.ink)
      .text(part.text, MARGIN + 22, y + 38, { width: textWidth, lineGap: 2 });
    y += height + 12;
  }

  const tipHeight = paragraphHeight(doc, a.tip, FONT.semibold, 11.5, CONTENT_WIDTH - 40) + 28;
  doc.roundedRect(MARGIN, y + 4, CONTENT_WIDTH, tipHeight, 12).fill(COLOR.accent);
  doc
    .font(FONT.semibold)
    .fontSize(11.5)
    .fillColor(COLOR.white)
    .text(a.tip, MARGIN + 20, y + 18, { width: CONTENT_WIDTH - 40, lineGap: 2 });
}

export function hooks(doc: Doc, g: Guidelines): void {
  newPage(doc);
  const h = g.hooks;
  let y = header(doc, g, 2, h.title, h.intro);
  const items = [
    [h.h1_name, h.h1_example],
    [h.h2_name, h.h2_example],
    [h.h3_name, h.h3_example],
    [h.h4_name, h.h4_example],
    [h.h5_name, h.h5_example],
    [h.h6_name, h.h6_example],
    [h.h7_name, h.h7_example],
    [h.h8_name, h.h8_example],
    [h.h9_name, h.h9_example],
    [h.h10_name, h.h10_example],
  ] as const;
  const gap = 14;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const colors = [COLOR.accent, COLOR.violet, COLOR.teal, COLOR.amber];
  for (let row = 0; row < items.length / 2; row++) {
    const pair = [items[row * 2], items[row * 2 + 1]];
    const heights = pair.map((item) => (item ? 46 + paragraphHeight(doc, item[1], FONT.regular, 10.5, columnWidth - 32, 2) + 14 : 0));
    const height = Math.max(...heights);
    for (const [column, item] of pair.entries()) {
      if (!item) continue;
      const index = row * 2 + column;
      const x = MARGIN + column * (columnWidth + gap);
      const color = colors[index % colors.length] ?? COLOR.accent;
      doc.roundedRect(x, y, columnWidth, height, 12).fill(COLOR.soft);
      doc.circle(x + 27, y + 26, 12).fill(color);
      doc
        .font(FONT.bold)
        .fontSize(10)
        .fillColor(COLOR.white)
        .text(String(index + 1), x + 15, y + 20.5, { width: 24, align: 'center' });
      doc
        .font(FONT.bold)
        .fontSize(12)
        .fillColor(COLOR.ink)
        .text(item[0], x + 48, y + 19, { width: columnWidth - 60 });
      doc
        .font(FONT.regular)
        .fontSize(10.5)
        .fillColor(COLOR.muted)
        .text(item[1], x + 16, y + 46, { width: columnWidth - 32, lineGap: 2 });
    }
    y += height + 12;
  }
}

export function onScreenText(doc: Doc, g: Guidelines): void {
  newPage(doc);
  const t = g.text;
  let y = header(doc, g, 3, t.title, t.intro);
  doc.font(FONT.bold).fontSize(13).fillColor(COLOR.ink).text(t.safe_title, MARGIN, y);
  y = doc.y + 12;

  // The 9:16 frame with the zones the app covers, to scale (1080 × 1920: top 250, bottom 400, right 150).
  const width = 180;
  const height = (width * 16) / 9;
  const x = MARGIN;
  const top = (height * 250) / 1920;
  const bottom = (height * 400) / 1920;
  const right = (width * 150) / 1080;
  doc.save();
  doc.roundedRect(x, y, width, height, 14).clip();
  doc.rect(x, y, width, height).fill('#2a2533');
  doc.rect(x, y, width, top).fill(COLOR.violet);
  doc.rect(x, y + height - bottom, width, bottom).fill(COLOR.accent);
  doc.rect(x + width - right, y + top, right, height - top - bottom).fill(COLOR.amber);
  doc.restore();
  doc.roundedRect(x, y, width, height, 14).lineWidth(3).stroke(COLOR.ink);
  const safe = { x: x + 10, y: y + top + 10, width: width - right - 20, height: height - top - bottom - 20 };
  doc.roundedRect(safe.x, safe.y, safe.width, safe.height, 8).dash(5, { space: 4 }).lineWidth(1.5).stroke(COLOR.white).undash();
  doc
    .font(FONT.extraBold)
    .fontSize(10)
    .fillColor(COLOR.white)
    .text(t.safe_center, safe.x + 8, safe.y + safe.height / 2 - 14, { width: safe.width - 16, align: 'center' });
  // Icons the app draws on the right.
  for (let i = 0; i < 3; i++) doc.circle(x + width - right / 2, y + height * 0.45 + i * 24, 6).fill(COLOR.white);

  // Legend.
  const legendX = x + width + 28;
  const legendWidth = PAGE.width - MARGIN - legendX;
  let legendY = y + 6;
  const legend = [
    { color: COLOR.violet, text: t.safe_top },
    { color: COLOR.accent, text: t.safe_bottom },
    { color: COLOR.amber, text: t.safe_side },
    { color: '#2a2533', text: t.safe_center },
  ];
  for (const item of legend) {
    doc.roundedRect(legendX, legendY + 1, 16, 16, 4).fill(item.color);
    doc
      .font(FONT.regular)
      .fontSize(11)
      .fillColor(COLOR.ink)
      .text(item.text, legendX + 28, legendY, { width: legendWidth - 28, lineGap: 2 });
    legendY = doc.y + 14;
  }

  y = Math.max(y + height, legendY) + 26;
  doc.font(FONT.bold).fontSize(13).fillColor(COLOR.ink).text(t.rules_title, MARGIN, y);
  list(doc, [t.rule1, t.rule2, t.rule3, t.rule4, t.rule5], doc.y + 12, { color: COLOR.accent, numbered: true });
}

export function cadence(doc: Doc, g: Guidelines): void {
  newPage(doc);
  const c = g.cadence;
  let y = header(doc, g, 4, c.title, c.intro);

  // A week at 4 reels: seven days, four of them filled.
  const days = 7;
  const size = 30;
  const gap = (CONTENT_WIDTH - days * size) / (days - 1);
  const posting = new Set([0, 2, 4, 5]);
  for (let day = 0; day < days; day++) {
    const x = MARGIN + day * (size + gap);
    if (posting.has(day)) {
      doc.roundedRect(x, y, size, size, 8).fill(COLOR.accent);
      doc.polygon([x + 11, y + 9], [x + 11, y + 21], [x + 21, y + 15]).fill(COLOR.white);
    } else {
      doc.roundedRect(x, y, size, size, 8).lineWidth(1.2).stroke(COLOR.line);
    }
  }
  y += size + 22;
  y = list(doc, [c.item1, c.item2, c.item3, c.item4, c.item5], y, { color: COLOR.violet, numbered: true });

  y += 14;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(0.8)
    .stroke(COLOR.line);
  y += 22;
  doc.font(FONT.extraBold).fontSize(20).fillColor(COLOR.ink).text(c.hashtags_title, MARGIN, y, { width: CONTENT_WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(11)
    .fillColor(COLOR.muted)
    .text(c.hashtags_intro, MARGIN, doc.y + 6, { width: CONTENT_WIDTH, lineGap: 3 });
  y = doc.y + 14;
  // Tag chips: one broad, niche ones, one of your own.
  const chips = [
    { text: '#reels', color: COLOR.muted },
    { text: '#homecooking', color: COLOR.teal },
    { text: '#15minutemeals', color: COLOR.teal },
    { text: '#cookwithanna', color: COLOR.accent },
  ];
  let chipX = MARGIN;
  for (const chip of chips) {
    doc.font(FONT.bold).fontSize(10);
    const width = doc.widthOfString(chip.text) + 22;
    doc.roundedRect(chipX, y, width, 22, 11).fill(chip.color);
    doc.fillColor(COLOR.white).text(chip.text, chipX + 11, y + 6, { lineBreak: false });
    chipX += width + 8;
  }
  y += 36;
  list(doc, [c.tag1, c.tag2, c.tag3, c.tag4, c.tag5], y, { color: COLOR.teal });
}

export function checklist(doc: Doc, g: Guidelines): void {
  newPage(doc);
  const c = g.checklist;
  let y = header(doc, g, 5, c.title, c.intro);
  const items = [c.item1, c.item2, c.item3, c.item4, c.item5, c.item6, c.item7, c.item8, c.item9, c.item10];
  for (const item of items) {
    const height = Math.max(paragraphHeight(doc, item, FONT.regular, 12, CONTENT_WIDTH - 60, 2), 18) + 22;
    doc.roundedRect(MARGIN, y, CONTENT_WIDTH, height, 10).fill(COLOR.soft);
    doc
      .roundedRect(MARGIN + 16, y + height / 2 - 9, 18, 18, 4)
      .lineWidth(1.6)
      .stroke(COLOR.accent);
    doc
      .font(FONT.regular)
      .fontSize(12)
      .fillColor(COLOR.ink)
      .text(item, MARGIN + 48, y + 11, { width: CONTENT_WIDTH - 60, lineGap: 2 });
    y += height + 8;
  }
  const outroHeight = paragraphHeight(doc, c.outro, FONT.semibold, 12, CONTENT_WIDTH - 40) + 30;
  const gradient = doc.linearGradient(MARGIN, 0, PAGE.width - MARGIN, 0);
  gradient.stop(0, COLOR.accent).stop(1, COLOR.violet);
  doc.roundedRect(MARGIN, y + 8, CONTENT_WIDTH, outroHeight, 12).fill(gradient);
  doc
    .font(FONT.semibold)
    .fontSize(12)
    .fillColor(COLOR.white)
    .text(c.outro, MARGIN + 20, y + 23, { width: CONTENT_WIDTH - 40, lineGap: 2 });
}

/** "Reelcraft · Reels guidelines" and "Page n of N" on every page (buffered pages, so N is known). */
export function footers(doc: Doc, g: Guidelines): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const y = PAGE.height - 34;
    // Writing below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.font(FONT.semibold).fontSize(8.5).fillColor(COLOR.muted);
    doc.text(g.footer, MARGIN, y, { lineBreak: false });
    const label = g.page.replace('{{n}}', String(index + 1)).replace('{{total}}', String(range.count));
    doc.text(label, PAGE.width - MARGIN - 150, y, { width: 150, align: 'right', lineBreak: false });
  }
}
