/** The client's photos of the job: thumbnails that open the full picture in a new tab. */
export function PhotoGallery({ photos, title }: { photos: string[]; title: string }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label="Photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo, index) => (
        <li key={photo}>
          <a
            href={photo}
            target="_blank"
            rel="noreferrer"
            className="block overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <img
              src={photo}
              alt={`Photo ${index + 1} of ${photos.length}: ${title}`}
              loading="lazy"
              className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
