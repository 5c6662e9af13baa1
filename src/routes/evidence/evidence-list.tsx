import { Button, Image, ImageViewer, Tag } from 'antd-mobile';
import type { Evidence } from '../../contract/catalogue/evidence';
import { EVIDENCE_TEXTS } from '../../ui/evidence-texts';
import './evidence.css';

const T = EVIDENCE_TEXTS;
const thumb = (url: string) => url.replace('/detail.webp', '/list.webp');

export type ShownEvidence = Evidence & { pending?: boolean };

function EvidenceCard({ evidence }: { evidence: ShownEvidence }) {
  return (
    <article className="evidence-card" data-testid="evidence-card" data-pending={evidence.pending ? 'true' : 'false'}>
      <header className="evidence-card__head">
        <Tag color="primary" fill="outline">{T.kinds[evidence.kind]}</Tag>
        <h3>{evidence.title}</h3>
        {evidence.pending ? <Tag color="warning">{T.add.pending}</Tag> : null}
      </header>
      <dl className="evidence-card__facts">
        <dt>{T.buyer.issuer}</dt><dd>{evidence.issuer}</dd>
        <dt>{T.buyer.issuedOn}</dt><dd>{evidence.issuedOn}</dd>
      </dl>
      {evidence.description ? <p className="evidence-card__desc">{evidence.description}</p> : null}
      <div className="evidence-card__imgs">
        {evidence.imgs.map((url, i) => (
          // A queued add shows the picture the form just showed (cached); the list size may not be on the device yet.
          <Image key={url} src={evidence.pending ? url : thumb(url)} width={96} height={96} fit="cover" alt=""
            onClick={() => ImageViewer.Multi.show({ images: evidence.imgs, defaultIndex: i })} />
        ))}
      </div>
    </article>
  );
}

/** A goods' evidence, newest first; the owner's queued adds say 待同步, refused ones the host's reason. */
export function EvidenceList({ list, refused = [], onDismiss }: {
  list: ShownEvidence[];
  refused?: { id: string; title: string; msg: string }[];
  onDismiss?(id: string): void;
}) {
  return (
    <div className="evidence-list">
      {refused.map((r) => (
        <div key={r.id} className="evidence-refused" role="alert" data-testid="evidence-refused">
          <span><Tag color="danger">{T.add.refused}</Tag> {r.title}：{r.msg}</span>
          {onDismiss ? <Button size="mini" onClick={() => onDismiss(r.id)}>{T.add.dismiss}</Button> : null}
        </div>
      ))}
      {list.map((e) => <EvidenceCard key={e.evidenceId} evidence={e} />)}
    </div>
  );
}
