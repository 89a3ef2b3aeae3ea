// Fixed codes of case management (flows §3.5, §5, §9): case types, room types, the two case
// areas, and the file limits of an upload.

/** Case types (flows §3.5); lists show only errands of these types. */
export const CASE_TYPES = {
  warranty: { id: 1, sv: 'Garanti', no: 'Garanti' },
  management: { id: 2, sv: 'Förvaltning', no: 'Forvaltning' },
  managementOther: { id: 3, sv: 'Förvaltning övrigt', no: 'Forvaltning annet' },
  roundsRemark: { id: 4, sv: 'Ronderingsanmärkning', no: 'Runderingsanmerkning' },
  services: { id: 5, sv: 'Tjänster', no: 'Tjenester' },
  complaint: { id: 6, sv: 'Reklamation', no: 'Reklamasjon' },
  inspectionRemark: { id: 7, sv: 'Besiktningsanmärkning', no: 'Reklamasjon - ettårsbefaring' },
  customerService: { id: 8, sv: 'Kundservice', no: 'Kundeservice' },
  customerServiceNo: { id: 9, sv: 'Kundservice (Norge)', no: 'Kundeservice' },
} as const;

export type CaseTypeKey = keyof typeof CASE_TYPES;
export const CASE_TYPE_IDS = Object.values(CASE_TYPES).map((type) => type.id);

export function caseTypeKeyOf(id: number): CaseTypeKey | undefined {
  return (Object.keys(CASE_TYPES) as CaseTypeKey[]).find((key) => CASE_TYPES[key].id === id);
}

/** The case type's name in the site's wording: Norwegian on the Norwegian site, Swedish elsewhere. */
export function caseTypeName(id: number, siteKey: string): string {
  const key = caseTypeKeyOf(id);
  if (!key) return '';
  return siteKey === 'no' ? CASE_TYPES[key].no : CASE_TYPES[key].sv;
}

/** Room type codes (flows §3.5). */
export const ROOM_TYPES = {
  general: 1,
  waste: 2,
  balcony: 3,
  storage: 4,
  garage: 5,
  kitchen: 6,
  technicalRoom: 7,
  stairs: 8,
  laundry: 9,
  outdoorSpace: 10,
  wetRoom: 11,
  other: 12,
} as const;

export type RoomTypeKey = keyof typeof ROOM_TYPES;
export const ROOM_TYPE_CODES = Object.values(ROOM_TYPES);

/** The two case areas (flows §3.5): problem-area codes below 2000 are public, from 2000 apartment. */
export const CASE_AREA = { public: 1, apartment: 2 } as const;

export function caseAreaOf(problemAreaCode: number): 'public' | 'apartment' {
  return problemAreaCode < 2000 ? 'public' : 'apartment';
}

// flows §5, §9: jpeg, png, pdf, mp4, quicktime, docx; at most 5 files per case (minus those
// already attached), 20 MB (20,971,520 bytes) each, 100 MB in all. The total is read as
// 100,000,000 bytes: five files of the largest size would otherwise always fit.
export const ALLOWED_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const MAX_FILES_PER_CASE = 5;
export const MAX_FILE_BYTES = 20_971_520;
export const MAX_TOTAL_FILE_BYTES = 100_000_000;

/** The file error keys of flows §8, carried as the issue message of a refused upload. */
export const FILE_ERROR_KEYS = {
  tooMany: 'tooManyFiles',
  unsupportedType: 'unsupportedFileType',
  fileSize: 'fileSize',
  totalSize: 'totalFileSize',
} as const;
