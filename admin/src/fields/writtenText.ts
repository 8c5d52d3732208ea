/**
 * The style of text a person wrote (notes, a visitor's message, a client's comment): its line breaks kept, and each
 * paragraph laid out from the side its own script reads from, so that an Arabic paragraph starts at the right of the
 * French screens (CSS's `unicode-bidi: plaintext`), as it does in the PDFs.
 */
export const writtenText = { whiteSpace: "pre-line", unicodeBidi: "plaintext" } as const;
