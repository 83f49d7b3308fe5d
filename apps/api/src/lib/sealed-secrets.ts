import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Small secrets kept encrypted at rest (a staff member's authenticator secret): AES-256-GCM with a
 * key derived from the server's secret for one purpose, so a copy of the database alone does not
 * give the secrets away. Sealed text is `iv.tag.ciphertext`, each base64url.
 */
export function createSealer(serverSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'trademate', purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    /** The plain text, or null when it was sealed with another key or tampered with. */
    open(sealed: string): string | null {
      const [iv, tag, text] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !text) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
