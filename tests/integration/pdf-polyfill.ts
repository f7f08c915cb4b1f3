/**
 * pdf.js (inside unpdf) calls ArrayBuffer.prototype.transferToFixedLength, which Node has only from version 21; on
 * Node 20 its image extraction stops early without it. A copy is what the method returns, so this stands in for it.
 */
const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
if (typeof proto.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length?: number) {
      return this.slice(0, length ?? this.byteLength);
    },
    configurable: true,
    writable: true,
  });
}
export {};
