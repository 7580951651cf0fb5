/**
 * The text drawn on a PDF's pages, for tests that open the documents the sandbox (or the
 * storefront, streaming it) hands out: parses the file with pdf-lib, inflates each page's content
 * streams and reads the strings shown with Tj/TJ. pdf-lib draws standard-font text as hex
 * strings of WinAnsi codes, which match Latin-1 for the characters an order uses.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

export const pdfText = async (bytes: Uint8Array | ArrayBuffer): Promise<string> => {
  const doc = await PDFDocument.load(bytes);
  const shown: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = latin1(decodePDFRawStream(stream).decode());
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = match[1]!;
        shown.push(latin1(Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))));
      }
    }
  }
  return shown.join('\n');
};
