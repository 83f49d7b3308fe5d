import { Button } from '@/components/ui/button';

/** The recovery codes, shown once after the authenticator is set up. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-5 text-sm text-slate-700">
      <p>
        Save these recovery codes somewhere safe, such as a password manager. If you lose your
        phone, each one signs you in once instead of a code from the app. They will not be shown
        again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-slate-900 ring-1 ring-slate-200"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button className="w-full" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </div>
  );
}
