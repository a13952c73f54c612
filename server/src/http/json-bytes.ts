// JSON written as bytes from text and from pieces already encoded and kept (the grid's days and pay figures), with
// a key that names its content without reading all of it: the text goes into a digest, each kept piece by its identity.
// A kept piece is never changed after it is made (it is replaced by a new one when its version changes), so two answers
// of the same text and the same pieces are the same bytes; the key lets their compressed form be reused
// (http/compressed-answers.ts) without hashing megabytes.
import { createHash } from 'node:crypto';

let lastIdentity = 0;
const identities = new WeakMap<Buffer, number>();

/** A number for each piece for as long as it lives, never given to another. */
function identityOf(piece: Buffer): number {
  let identity = identities.get(piece);
  if (identity === undefined) {
    identity = ++lastIdentity;
    identities.set(piece, identity);
  }
  return identity;
}

/** A JSON answer as bytes: `key` is the same for the same content (and almost always different for another). */
export interface JsonBody {
  readonly key: string;
  readonly length: number;
  bytes(): Buffer;
}

export class JsonBytes {
  private readonly parts: Buffer[] = [];
  private readonly digest = createHash('sha256');
  private length = 0;
  private text = '';

  write(text: string): this {
    this.text += text;
    return this;
  }

  /** Bytes that are never changed after they are made: they join the answer as they are, and its key by identity. */
  appendKept(piece: Buffer): this {
    this.flush();
    this.parts.push(piece);
    this.length += piece.length;
    this.digest.update(`K${identityOf(piece)};`);
    return this;
  }

  done(): JsonBody {
    this.flush();
    const { parts, length } = this;
    let joined: Buffer | undefined;
    return {
      key: `${length}|${this.digest.digest('base64')}`,
      length,
      bytes: () => (joined ??= Buffer.concat(parts, length)),
    };
  }

  private flush() {
    if (this.text === '') return;
    const encoded = Buffer.from(this.text);
    this.parts.push(encoded);
    this.length += encoded.length;
    // The text's length first, so that no text and piece can read as another.
    this.digest.update(`T${encoded.length}:`).update(encoded);
    this.text = '';
  }
}
