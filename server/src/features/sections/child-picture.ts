/**
 * A child's picture for the sign-in sheet, drawn with vector shapes: a girl (long hair, bow, pink
 * dress), a boy (short hair, blue shirt) or a neutral child (green shirt). About 80 × 80 points around
 * the centre point, the same pictures children see on the profile grid (male or female icon by gender).
 */
const SKIN = '#f2c6a0';
const HAIR = '#4a2c1a';
const EYES = '#1f2937';
const CLOTHES = { female: '#ec4899', male: '#2563eb', other: '#16a34a' } as const;

export function drawChild(doc: PDFKit.PDFDocument, cx: number, cy: number, gender: 'male' | 'female' | 'other') {
  const headY = cy - 8;
  const r = 18;
  doc.save();

  // hair behind the head
  if (gender === 'female') {
    doc.roundedRect(cx - r - 4, headY - r - 3, 2 * r + 8, 2 * r + 14, 14).fill(HAIR);
  } else if (gender === 'other') {
    doc.circle(cx, headY - 2, r + 3).fill(HAIR);
  }

  // body
  const bodyTop = headY + r + 2;
  if (gender === 'female') {
    doc.polygon([cx - 12, bodyTop], [cx + 12, bodyTop], [cx + 24, bodyTop + 30], [cx - 24, bodyTop + 30]).fill(CLOTHES.female);
  } else {
    doc.roundedRect(cx - 20, bodyTop, 40, 30, 8).fill(CLOTHES[gender]);
  }
  doc.rect(cx - 4, headY + r - 3, 8, 6).fill(SKIN); // neck

  // head
  doc.circle(cx, headY, r).fill(SKIN);

  // hair on top
  if (gender === 'male') {
    doc
      .path(
        `M ${cx - r} ${headY - 2} C ${cx - r} ${headY - r - 8}, ${cx + r} ${headY - r - 8}, ${cx + r} ${headY - 2} L ${cx + r - 4} ${headY - 8} L ${cx - r + 4} ${headY - 8} Z`,
      )
      .fill(HAIR);
  } else {
    doc
      .path(
        `M ${cx - r} ${headY} C ${cx - r} ${headY - r - 6}, ${cx + r} ${headY - r - 6}, ${cx + r} ${headY} C ${cx + 8} ${headY - 10}, ${cx - 8} ${headY - 10}, ${cx - r} ${headY} Z`,
      )
      .fill(HAIR);
  }
  if (gender === 'female') {
    doc.polygon([cx + 8, headY - r + 2], [cx + 20, headY - r - 6], [cx + 20, headY - r + 8]).fill(CLOTHES.female);
    doc.polygon([cx + 8, headY - r + 2], [cx - 4, headY - r - 6], [cx - 4, headY - r + 8]).fill(CLOTHES.female);
  }

  // face
  doc.circle(cx - 6, headY + 1, 2).fill(EYES);
  doc.circle(cx + 6, headY + 1, 2).fill(EYES);
  doc
    .moveTo(cx - 6, headY + 8)
    .quadraticCurveTo(cx, headY + 13, cx + 6, headY + 8)
    .lineWidth(1.5)
    .strokeColor(EYES)
    .stroke();

  doc.restore();
}
