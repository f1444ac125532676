import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ageOn } from '../../../shared/dates';
import type { Lang } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import { formatHeight } from '../../../shared/options/height';
import { type OptionList, optionLabel } from '../../../shared/options/labels';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { tFor } from '../../lib/i18n';
import { drawRow, drawText, newPdf, type Pdf } from '../../lib/pdf-layout';
import { pdfText } from '../../lib/pdf-text';
import { queryRows } from '../../lib/sql';
import { readStored, renditionKey } from '../../media/storage';
import type { Actor } from '../../plugins/auth';
import { assertMayShare } from './share.service';

/*
 * The biodata PDF (SPEC §9 Silver "share your profile details", docs/plan-features.md#biodata): the traditional
 * Indian marriage biodata — a title between ornamental rules, the photo at the top right, then Personal,
 * Family, Education and career, Horoscope, Partner expectations and (only when the member ticks it)
 * Contact, each a heading with label–value rows. English or Kannada through the `pdf` and `options`
 * catalogues; Kannada shaped by the receipts' fonts (src/server/lib/pdf-layout.ts, decision 077).
 */

const MAROON = '#7a1f3d';
const GOLD = '#c9a227';

type Row = Record<string, unknown> & {
  registration_no: string;
  email: string;
  photo_privacy: string;
  photo: string | null;
};

function ornament(pdf: Pdf, y: number): number {
  const { doc, left, right } = pdf;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1.5).strokeColor(GOLD).stroke();
  doc
    .moveTo(left, y + 3)
    .lineTo(right, y + 3)
    .lineWidth(0.5)
    .strokeColor(GOLD)
    .stroke();
  return y + 10;
}

function heading(pdf: Pdf, y: number, text: string): number {
  if (y > pdf.doc.page.height - 140) {
    pdf.doc.addPage();
    y = 50;
  }
  const below = drawText(pdf, text, pdf.left, y + 8, pdf.width, { bold: true, size: 13, color: MAROON });
  pdf.doc
    .moveTo(pdf.left, below)
    .lineTo(pdf.left + 120, below)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  return below + 6;
}

/** The manglik status (MANGLIK_STATUSES) in words; '' when not stated or not known. */
function manglikText(t: (k: string) => string, status: string): string {
  switch (status) {
    case 'Yes':
      return t('biodata.manglikValue.yes');
    case 'No':
      return t('biodata.manglikValue.no');
    case 'Partial':
      return t('biodata.manglikValue.partial');
    default:
      return '';
  }
}

/** The member's approved primary photo as JPEG (pdfkit draws JPEG and PNG, the renditions are WebP), or null. */
async function photoJpeg(ctx: AppContext, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    const file = await readStored(ctx.store, renditionKey(key, 'large'));
    if (!file) return null;
    return await sharp(file).jpeg({ quality: 85 }).toBuffer();
  } catch {
    return null; // a missing file leaves the photo out; the biodata still downloads
  }
}

/**
 * GET /api/user/biodata.pdf: the signed-in member's biodata in `lang`, with contact details only when
 * `contact` is true and the photo only when their photo privacy is not 'hidden' and a primary photo is
 * approved. 402 without the `shareProfile` entitlement; 404 for an account without a member profile.
 */
export async function biodataPdf(
  ctx: AppContext,
  actor: Actor,
  lang: Lang,
  contact: boolean,
): Promise<Buffer> {
  await assertMayShare(ctx, actor);
  const [r] = await queryRows<Row>(
    ctx.db,
    sql`select u.registration_no, u.email, p.*, p.date_of_birth::text as dob,
               (select ph.storage_key from photos ph where ph.user_id = p.user_id and ph.is_primary
                  and ph.status = 'approved' limit 1) as photo,
               to_jsonb(pp) as prefs
        from users u join profiles p on p.user_id = u.id
        left join partner_preferences pp on pp.user_id = u.id
        where u.id = ${actor.id}`,
  );
  if (!r) throw new AppError(404, MSG.profileNotFound, 'not_found');
  const { t, date } = pdfText(lang);
  const o = tFor(lang, 'options') as unknown as (k: string, v?: Record<string, unknown>) => string;
  const s = (k: string) => String(r[k] ?? '');
  const opt = (list: OptionList, k: string) => optionLabel(o, list, s(k));
  const opts = (list: OptionList, values: unknown) =>
    Array.isArray(values) ? values.map((v) => optionLabel(o, list, String(v))).join(', ') : '';
  const name = `${s('first_name')} ${s('last_name')}`.trim();

  const pdf = newPdf(t('biodata.docTitle', { name }), lang);
  const { doc } = pdf;
  let y = ornament(pdf, 45);
  y = drawText(pdf, t('biodata.title'), pdf.left, y, pdf.width - 130, {
    bold: true,
    size: 22,
    color: MAROON,
  });
  y = drawText(pdf, name, pdf.left, y + 2, pdf.width - 130, { bold: true, size: 15 });
  y = drawText(pdf, t('biodata.registrationNo', { regNo: r.registration_no }), pdf.left, y, pdf.width - 130, {
    size: 9,
    color: '#555555',
  });
  const jpeg = r.photo_privacy === 'hidden' ? null : await photoJpeg(ctx, r.photo);
  if (jpeg) {
    doc.image(jpeg, pdf.right - 115, 58, { fit: [115, 140], align: 'right' });
    doc
      .rect(pdf.right - 115, 58, 115, 140)
      .lineWidth(1)
      .strokeColor(GOLD)
      .stroke();
  }
  y = ornament(pdf, Math.max(y + 8, jpeg ? 206 : 0));

  const rows = (pairs: [string, string][]) => {
    for (const [label, value] of pairs) if (value) y = drawRow(pdf, y, label, value);
  };
  const age = ageOn(s('dob'));
  const height = r.height_cm ? formatHeight(Number(r.height_cm)) : '';
  y = heading(pdf, y, t('biodata.personal'));
  rows([
    [t('biodata.dob'), `${date(s('dob'))}${age !== null ? ` (${t('biodata.age', { age })})` : ''}`],
    [t('biodata.height'), height],
    [t('biodata.maritalStatus'), opt('maritalStatus', 'marital_status')],
    [t('biodata.religion'), opt('religion', 'religion')],
    [t('biodata.caste'), [opt('caste', 'caste'), s('sub_caste')].filter(Boolean).join(', ')],
    [t('biodata.gotra'), s('gotra')],
    [t('biodata.motherTongue'), opt('motherTongue', 'mother_tongue')],
    [t('biodata.diet'), opt('diet', 'diet')],
    [t('biodata.bloodGroup'), opt('bloodGroup', 'blood_group')],
    [t('biodata.place'), [s('city'), opt('state', 'state')].filter(Boolean).join(', ')],
  ]);
  if (s('about_me')) y = drawText(pdf, s('about_me'), pdf.left, y + 4, pdf.width, { size: 10 }) + 2;

  y = heading(pdf, y, t('biodata.family'));
  rows([
    [
      s('parent_relation') ? optionLabel(o, 'parent', s('parent_relation')) : t('biodata.parent'),
      s('parent_name'),
    ],
    [t('biodata.siblings'), s('siblings')],
  ]);

  y = heading(pdf, y, t('biodata.career'));
  rows([
    [t('biodata.qualification'), opt('qualification', 'qualification')],
    [t('biodata.occupation'), opt('occupation', 'occupation')],
    [t('biodata.income'), opt('income', 'income_band')],
    [t('biodata.workCountry'), opt('country', 'occupation_country')],
  ]);

  // The member's own horoscope, whatever its privacy setting: the member hands this document out.
  const horoscope: [string, string][] = [
    [t('biodata.rashi'), opt('rashi', 'rashi')],
    [t('biodata.nakshatra'), opt('nakshatra', 'nakshatra')],
    [t('biodata.manglik'), manglikText(t, s('manglik'))],
    [t('biodata.birthTime'), s('birth_time')],
    [t('biodata.birthPlace'), s('birth_place')],
  ];
  if (horoscope.some(([, v]) => v)) {
    y = heading(pdf, y, t('biodata.horoscope'));
    rows(horoscope);
  }

  const prefs = (typeof r.prefs === 'string' ? JSON.parse(r.prefs) : r.prefs) as Record<
    string,
    unknown
  > | null;
  if (prefs) {
    y = heading(pdf, y, t('biodata.expectations'));
    rows([
      [t('biodata.ageRange'), t('biodata.ageRangeValue', { min: prefs.age_min, max: prefs.age_max })],
      [
        t('biodata.height'),
        prefs.height_min || prefs.height_max
          ? [prefs.height_min, prefs.height_max].map((h) => (h ? formatHeight(Number(h)) : '…')).join(' – ')
          : '',
      ],
      [t('biodata.maritalStatus'), opts('maritalStatus', prefs.marital_statuses)],
      [t('biodata.caste'), opts('caste', prefs.castes)],
      [t('biodata.qualification'), opts('qualification', prefs.qualifications)],
      [t('biodata.occupation'), opts('occupation', prefs.occupations)],
      [t('biodata.motherTongue'), opts('motherTongue', prefs.mother_tongues)],
      [
        t('biodata.place'),
        [opts('state', prefs.states), opts('district', prefs.cities)].filter(Boolean).join(', '),
      ],
    ]);
  }

  if (contact) {
    y = heading(pdf, y, t('biodata.contact'));
    rows([
      [t('biodata.mobile'), s('mobile_no')],
      [t('biodata.email'), r.email],
      [t('biodata.address'), s('address')],
    ]);
  }
  drawText(
    pdf,
    t('biodata.footer', { site: ctx.config.brand.siteName }),
    pdf.left,
    Math.max(y + 16, 0),
    pdf.width,
    {
      size: 8.5,
      color: '#555555',
    },
  );
  doc.end();
  return pdf.done;
}
