/**
 * JSON written as bytes from text and from pieces already encoded (the grid's kept days): the text between two
 * pieces is encoded once, and the whole is joined once at the end.
 */
export class JsonBytes {
  private readonly parts: Buffer[] = [];
  private text = '';

  write(text: string): this {
    this.text += text;
    return this;
  }

  append(bytes: Buffer): this {
    this.flush();
    this.parts.push(bytes);
    return this;
  }

  done(): Buffer {
    this.flush();
    return Buffer.concat(this.parts);
  }

  private flush() {
    if (this.text === '') return;
    this.parts.push(Buffer.from(this.text));
    this.text = '';
  }
}
