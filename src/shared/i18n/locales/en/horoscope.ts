/**
 * English: horoscope matching (decisions 145 and 147): the guna milan line, each koota's name and
 * one-line meaning, the nadi and bhakoot doshas and their cancellations, and the manglik statements.
 * Keys are built in src/shared/horoscope/words.ts.
 */
const horoscope = {
  summary: 'Guna milan {points} / {max}',
  breakdown: 'Koota breakdown',
  kootaPoints: '{points} of {max}',
  kootas: {
    varna: {
      name: 'Varna',
      meaning: "Work and outlook: the groom's varna should be equal to or higher than the bride's.",
    },
    vashya: { name: 'Vashya', meaning: 'Mutual attraction and influence between the two.' },
    tara: { name: 'Tara', meaning: 'Birth stars counted both ways: health and well-being.' },
    yoni: {
      name: 'Yoni',
      meaning: 'Physical and intimate compatibility, from the animal of each birth star.',
    },
    grahaMaitri: { name: 'Graha maitri', meaning: 'Friendship of the Moon-sign lords: affinity of minds.' },
    gana: { name: 'Gana', meaning: 'Temperament: Deva, Manushya or Rakshasa.' },
    bhakoot: {
      name: 'Bhakoot',
      meaning: 'Distance between the Moon signs: family welfare, prosperity and affection.',
    },
    nadi: { name: 'Nadi', meaning: 'Health and children: the same nadi on both sides is a dosha.' },
  },
  dosha: {
    nadi: 'Nadi dosha: both have the same nadi.',
    bhakoot: 'Bhakoot dosha: the Moon signs are 2/12, 5/9 or 6/8 from each other.',
    cancelledBy: {
      sameRashiDifferentNakshatra: 'Cancelled: the same Moon sign, different birth stars.',
      sameNakshatraDifferentRashi: 'Cancelled: the same birth star, different Moon signs.',
      sameNakshatraDifferentPada: 'Cancelled: the same birth star, different padas.',
      sameRashiLord: 'Cancelled: both Moon signs have the same lord.',
      friendlyRashiLords: 'Cancelled: the lords of the two Moon signs are friends.',
    },
  },
  manglik: {
    bothManglik: 'Both are manglik: this is considered a match.',
    neitherManglik: 'Neither is manglik: no manglik concern.',
    bothPartial: 'Both are partly manglik: this is considered a match.',
    partialAndManglik: 'One is manglik and the other partly manglik: this is considered a match.',
    partialAndNot:
      'One is partly manglik and the other is not: a mild mismatch; families often ask an astrologer.',
    oneManglik: 'One is manglik and the other is not: traditionally not a match.',
    unknown: 'Manglik compatibility is not known: one of the two has not given a manglik status.',
  },
  manglikVerdict: {
    match: 'Manglik: compatible',
    mild: 'Manglik: mild mismatch',
    mismatch: 'Manglik: not compatible',
    unknown: 'Manglik: not known',
  },
  chart: {
    title: 'Horoscope chart',
    intro:
      'Add your horoscope chart as a PDF or a photo (JPEG, PNG or WebP, up to 10 MB). Our team checks it first; then members see it as your horoscope privacy setting allows.',
    upload: 'Upload chart',
    replace: 'Replace chart',
    uploading: 'Uploading {percent}%',
    delete: 'Delete chart',
    deleteTitle: 'Delete your horoscope chart?',
    deleteBody: 'The chart is removed for good. You can upload another one at any time.',
    rejected: 'Not approved: {reason}',
    openPdf: 'Open horoscope chart (PDF)',
    openImage: 'Open horoscope chart',
  },
  manglikStatus: {
    Yes: 'Manglik',
    No: 'Not manglik',
    Partial: 'Partly manglik',
    Dont_Know: "Don't know",
  },
} as const;

export default horoscope;
