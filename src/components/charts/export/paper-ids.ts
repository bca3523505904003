/** The paper sizes by id: the reports route validates `print` with them (paper.ts has the rest). */
export const PAPER_IDS = ['a4-portrait', 'a4-landscape', 'letter-portrait', 'letter-landscape'] as const;
export type PaperId = (typeof PAPER_IDS)[number];
