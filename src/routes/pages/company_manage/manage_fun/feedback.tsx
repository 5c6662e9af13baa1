import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Dialog, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { companyFeedbackList, companyFeedbackReply, type CompanyFeedback } from '../../../../contract/service/feedback';
import { FEEDBACK_LIMITS as L, FEEDBACK_STATUSES } from '../../../../domain/help-search';
import { toast } from '../../../../ui/feedback';
import { HELP_TEXTS } from '../../../../ui/help-texts';
import { CompanyListScreen } from '../../../company/company-list-screen';
import { asState } from '../../../company/list-bits';
import { useCompanyAction } from '../../../company/use-company-action';
import { FeedbackItem } from '../../../feedback/feedback-item';
import { PATHS } from '../../../paths';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import '../../../help/help.css';

const T = HELP_TEXTS.company;

function ReplyDialog({ target, onClose, onDone }: { target: CompanyFeedback | null; onClose(): void; onDone(): void }) {
  const [text, setText] = useState('');
  const action = useCompanyAction(companyFeedbackReply, 'fbr');
  async function send() {
    if (!target) return;
    if (!action.online) return toast(T.needNetwork);
    const answer = await action.run({ userId: target.userId, feedbackId: target.feedbackId, content: text }, T.replied);
    if (answer) {
      setText('');
      onDone();
    }
  }
  return (
    <Dialog visible={target !== null} title={T.replyTitle} closeOnAction={false} onClose={onClose}
      content={<TextArea aria-label={T.replyTitle} value={text} onChange={setText} placeholder={T.replyPlaceholder} maxLength={L.replyMax} showCount rows={4} />}
      actions={[[
        { key: 'cancel', text: T.cancel, onClick: onClose },
        { key: 'send', text: T.send, bold: true, disabled: action.busy, onClick: () => void send() },
      ]]} />
  );
}

/** The administrator's list of every user's feedback, by state and text; reply to one (logged as an admin action). */
function CompanyFeedbackScreen() {
  const navigate = useNavigate();
  const search = Route.useSearch();
  const state = asState(search.state, FEEDBACK_STATUSES);
  const keyword = search.keyword;
  const list = usePagedCall(companyFeedbackList, { state, keyword }, (row) => `${row.userId}:${row.feedbackId}`);
  const [target, setTarget] = useState<CompanyFeedback | null>(null);
  const go = (next: { state?: string; keyword?: string }) =>
    void navigate({ to: PATHS.companyFeedback, search: { state, keyword, ...next }, replace: true });
  return (
    <>
      <CompanyListScreen texts={T} stateLabels={HELP_TEXTS.status} state={state} keyword={keyword} onQuery={go} list={list}
        row={(f) => (
          <div key={`${f.userId}:${f.feedbackId}`} data-testid="company-feedback">
            <FeedbackItem item={f} head={`${f.userName} ${f.userPhone}`} />
            <div className="feedback-count">
              <Button size="small" color="primary" fill="outline" onClick={() => setTarget(f)}>{T.reply}</Button>
            </div>
          </div>
        )} />
      <ReplyDialog target={target} onClose={() => setTarget(null)} onDone={() => { setTarget(null); void list.refresh(); }} />
    </>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyFeedback}` as const)({ component: CompanyFeedbackScreen });
