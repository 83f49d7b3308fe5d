import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import * as messages from '../packages/shared/src/messages';
import { createClientAndTradie, signIn } from './support/accounts';
import { contactClient, postJob } from './support/jobs';

const m = messages.chatAttachments;

/** A one-page quote, as a tradie would send one. */
async function quotePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  page.drawText('Quote 1042: replace the 250 L hot water system', {
    x: 50,
    y: 780,
    size: 16,
    font,
  });
  page.drawText('Supply and install, old unit removed: $2,150 incl. GST', {
    x: 50,
    y: 750,
    size: 12,
    font,
  });
  return Buffer.from(await document.save());
}

test('a professional sends a PDF quote in a job chat, the client downloads it, and a photo opens full size', async ({
  browser,
  page: clientPage,
  request,
}) => {
  test.slow();
  const { service, client, tradie } = await createClientAndTradie(request, 'plumb');
  const suffix = randomUUID().slice(0, 8);

  const socketOpened = clientPage.waitForEvent('websocket', (socket) =>
    socket.url().includes('/socket.io/'),
  );
  await signIn(clientPage, client);
  await socketOpened;
  const job = await postJob(clientPage.request, {
    serviceId: service._id,
    title: `Replace the hot water system ${suffix}`,
  });

  const tradieContext = await browser.newContext();
  const tradiePage = await tradieContext.newPage();
  await signIn(tradiePage, tradie);
  const conversationId = await contactClient(
    tradiePage.request,
    job,
    'Hi Olivia, I had a look at the photos. Quote to follow. Liam',
  );

  // The client has the chat open while the quote is sent.
  await clientPage.goto(`/chats/${conversationId}`);
  const clientRoom = clientPage.getByRole('log', { name: messages.chats.messagesLabel('Liam') });
  await expect(clientRoom).toContainText('Quote to follow');

  // The professional attaches the PDF with the paperclip.
  await tradiePage.goto(`/chats/${conversationId}`);
  const quote = await quotePdf();
  const chooser = tradiePage.waitForEvent('filechooser');
  await tradiePage.getByRole('button', { name: m.attach }).click();
  await (
    await chooser
  ).setFiles({
    name: 'Quote 1042 - hot water.pdf',
    mimeType: 'application/pdf',
    buffer: quote,
  });
  const size =
    quote.length < 1024 ? `${quote.length} bytes` : `${Math.round(quote.length / 1024)} KB`;
  const chipName = m.downloadPdf('Quote 1042 - hot water.pdf', size);
  await expect(
    tradiePage
      .getByRole('log', { name: messages.chats.messagesLabel('Olivia') })
      .getByRole('link', { name: chipName }),
  ).toBeVisible();

  // It arrives in the client's open room by itself, as a file chip with its name and size.
  const chip = clientRoom.getByRole('link', { name: chipName });
  await expect(chip).toBeVisible();
  await expect(chip).toContainText('Quote 1042 - hot water.pdf');
  await expect(chip).toContainText(`PDF · ${size}`);

  const downloading = clientPage.waitForEvent('download');
  await chip.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Quote 1042 - hot water.pdf');
  const downloaded = await readFile((await download.path())!);
  expect(downloaded.equals(quote)).toBe(true);

  // The client answers with a photo of the old unit; the professional sees its thumbnail.
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#8a9aa6' },
  })
    .jpeg()
    .toBuffer();
  const photoChooser = clientPage.waitForEvent('filechooser');
  await clientPage.getByRole('button', { name: m.attach }).click();
  await (
    await photoChooser
  ).setFiles({ name: 'old unit.jpg', mimeType: 'image/jpeg', buffer: photo });

  const tradieRoom = tradiePage.getByRole('log', { name: messages.chats.messagesLabel('Olivia') });
  const thumbnailButton = tradieRoom.getByRole('button', { name: m.openPhoto('Olivia') });
  await expect(thumbnailButton).toBeVisible();
  const thumbnail = thumbnailButton.getByRole('img', { name: m.photoAlt('Olivia') });
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(480);

  await thumbnailButton.click();
  const viewer = tradiePage.getByRole('dialog', { name: m.photoViewerTitle('Olivia') });
  const full = viewer.getByRole('img', { name: m.photoAlt('Olivia') });
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await tradiePage.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Nobody else gets the file, even with its address.
  const fileUrl = await chip.getAttribute('href');
  const stranger = await browser.newContext();
  expect((await stranger.request.get(fileUrl!)).status()).toBe(401);
  await stranger.close();

  await tradieContext.close();
});
