import type { CemeteryHeader } from '../../data/models';

/** A line to sign or fill by hand; a value is printed on it when the document already knows it. */
interface SignLine {
  label: string;
  value?: string;
}

interface SignatureParty {
  title: string;
  lines: readonly SignLine[];
  /** The cemetery's seal is printed over this party's block. */
  seal?: boolean;
}

/** Signature blocks side by side, with the cemetery's seal image over the cemetery's block. */
export const Signatures = ({ parties, header }: { parties: readonly SignatureParty[]; header: CemeteryHeader }) => (
  // A single party signs on the right half, where a signature is expected on a letter.
  <div className={`pd-signs${parties.length === 1 ? ' pd-signs-end' : ''}`} data-testid="print-signatures">
    {parties.map((p) => (
      <div className="pd-sign" key={p.title}>
        <div className="pd-sign-title">{p.title}</div>
        {p.lines.map((line) => (
          <div className="pd-sign-line" key={line.label}>
            <span>{line.label}:</span>
            <span>{line.value}</span>
          </div>
        ))}
        {p.seal && header.sealUrl && <img className="pd-seal" src={header.sealUrl} alt="" data-testid="print-seal" />}
      </div>
    ))}
  </div>
);
