import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar, Selector, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { addFeedback } from '../../../../contract/service/feedback';
import { describeIssue } from '../../../../contract/issue-message';
import { EVENT_CODES, PAGE_CODES } from '../../../../domain/analytics-events';
import { FEEDBACK_LIMITS as L, FEEDBACK_TYPES, type FeedbackType } from '../../../../domain/help-search';
import { track } from '../../../../ui/analytics/track';
import { toast } from '../../../../ui/feedback';
import { HELP_TEXTS } from '../../../../ui/help-texts';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../../../ui/hooks/use-online';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { ImagePicker } from '../order_form/image-picker';
import '../../../help/help.css';
import { goBack } from '../../../go-back';

const T = HELP_TEXTS.form;
const TYPE_OPTIONS = FEEDBACK_TYPES.map((type) => ({ label: HELP_TEXTS.types[type], value: type }));

/**
 * spec §2 feedback_form. Pictures upload when picked (an upload needs the network); the feedback itself goes through
 * the outbox, so one written offline with its pictures already uploaded, or none, is kept and sent later.
 */
function FeedbackFormScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const [type, setType] = useState<FeedbackType>('SUGGEST');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [feedbackId] = useState(() => newClientId('fb'));
  const [busy, setBusy] = useState(false);

  async function submit() {
    const args = { feedbackId, type, content, contact, imgs: images.map((i) => i.url) };
    const checked = addFeedback.request.safeParse(args);
    if (!checked.success) return toast(describeIssue(checked.error.issues[0]!));
    setBusy(true);
    try {
      const result = await sync.mutate('feedback.add', checked.data);
      if (!result.ok) return toast(result.msg);
      track(EVENT_CODES.feedback, PAGE_CODES.feedback, { type });
      toast(online ? T.sent : T.queued);
      await navigate({ to: PATHS.feedback, replace: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page feedback-page">
      <NavBar onBack={() => goBack()}>{HELP_TEXTS.feedback.formTitle}</NavBar>
      <List header={T.type}>
        <List.Item>
          <Selector options={TYPE_OPTIONS} value={[type]} columns={3} onChange={(v) => v[0] && setType(v[0])} />
        </List.Item>
      </List>
      <List header={T.content}>
        <List.Item>
          <TextArea aria-label={T.content} placeholder={T.contentPlaceholder} value={content} onChange={setContent}
            maxLength={L.contentMax} showCount autoSize={{ minRows: 4, maxRows: 8 }} />
        </List.Item>
      </List>
      <List header={T.images(L.images)}>
        <List.Item>
          <ImagePicker kind="feedback-image" value={images} onChange={setImages} maxCount={L.images} />
        </List.Item>
      </List>
      <List header={T.contact}>
        <List.Item>
          <Input aria-label={T.contact} placeholder={T.contactPlaceholder} value={contact} onChange={setContact} maxLength={L.contactMax} />
        </List.Item>
      </List>
      <div className="help-actions">
        <Button block color="primary" loading={busy} onClick={() => void submit()}>{T.submit}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.feedbackForm}` as const)({ component: FeedbackFormScreen });
