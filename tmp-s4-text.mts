import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
const pdf = await getDocumentProxy(new Uint8Array(readFileSync('/tmp/s4-de.pdf')));
const { text, totalPages } = await extractText(pdf, { mergePages: false });
console.log(totalPages); console.log((text as string[]).join('\n=====\n'));
