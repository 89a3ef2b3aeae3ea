/**
 * The intro one sentence per block. The modal opens 2 s after load, when the page's own
 * content has long been painted; as one tall paragraph its text was the largest block on a
 * phone and so became the page's "largest contentful paint" (a text's size is that of its
 * block). Sentence by sentence, each block stays smaller than the page's heading and lead.
 */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
