// JSON written as bytes from text and from pieces already encoded and kept (the grid's days and pay figures), with
// a key that names its content without reading all of it: the text goes into a digest, each kept piece by its identity.
// A kept piece is never changed after it is made (it is replaced by a new one when its version changes), so two answers
// of the same text and the same pieces are the same bytes; the key lets their compressed form be reused
// (http/compressed-answers.ts) without hashing megabytes.
// A piece can also be made later, when the answer is sent (`appendLater`): the days of rows that changed are then
// built while the pieces before them are compressed on another core.
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

/** A JSON answer as bytes: `key()` is the same for the same content (and almost always different for another). */
export interface JsonBody {
  /** Every piece is made: the key and the length cost no building. */
  readonly made: boolean;
  /** Makes the pieces not made yet. */
  key(): string;
  length(): number;
  /** The bytes piece by piece, each made when it is reached. */
  pieces(): Iterable<Buffer>;
  bytes(): Buffer;
}

type Part = { text: Buffer } | { kept: Buffer } | { later: () => Buffer };

export class JsonBytes {
  private readonly parts: Part[] = [];
  private text = '';

  write(text: string): this {
    this.text += text;
    return this;
  }

  /** Bytes that are never changed after they are made: they join the answer as they are, and its key by identity. */
  appendKept(piece: Buffer): this {
    this.flush();
    this.parts.push({ kept: piece });
    return this;
  }

  /** Kept bytes that are made when the answer reaches them. */
  appendLater(make: () => Buffer): this {
    this.flush();
    this.parts.push({ later: make });
    return this;
  }

  done(): JsonBody {
    this.flush();
    return new PartsInOrder(this.parts);
  }

  private flush() {
    if (this.text === '') return;
    this.parts.push({ text: Buffer.from(this.text) });
    this.text = '';
  }
}

/** The answer's parts in order, each later piece made once, when it is first reached. */
class PartsInOrder implements JsonBody {
  private knownKey: string | undefined;
  private joined: Buffer | undefined;

  constructor(private readonly parts: Part[]) {}

  get made(): boolean {
    return this.parts.every((part) => !('later' in part));
  }

  *pieces(): Iterable<Buffer> {
    for (const [at, part] of this.parts.entries()) {
      if ('later' in part) {
        const kept = part.later();
        this.parts[at] = { kept };
        yield kept;
      } else yield 'text' in part ? part.text : part.kept;
    }
  }

  key(): string {
    if (this.knownKey !== undefined) return this.knownKey;
    const length = this.length(); // makes every piece
    const digest = createHash('sha256');
    for (const part of this.parts) {
      // The text's length first, so that no text and piece can read as another.
      if ('text' in part) digest.update(`T${part.text.length}:`).update(part.text);
      else if ('kept' in part) digest.update(`K${identityOf(part.kept)};`);
    }
    return (this.knownKey = `${length}|${digest.digest('base64')}`);
  }

  length(): number {
    let length = 0;
    for (const piece of this.pieces()) length += piece.length;
    return length;
  }

  bytes(): Buffer {
    return (this.joined ??= Buffer.concat([...this.pieces()]));
  }
}
