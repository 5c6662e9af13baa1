import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Form, Input, NavBar, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { cultureAdd } from '../../../../contract/service/info';
import { CULTURE_CONTENT_MAX, CULTURE_TITLE_MAX } from '../../../../domain/info-pages';
import { showError, toast, withLoading } from '../../../../ui/feedback';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../../../ui/hooks/use-online';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { ImagePicker } from '../order_form/image-picker';
import '../../../settings/settings.css';
import { goBack } from '../../../go-back';

const T = SETTINGS_TEXTS.culture;

/**
 * spec §2 user_center core_culture form (spec §7 goodsCulture add): pictures go through the upload service, so the
 * post is sent directly with one idempotency key per form (a double tap or a retry adds it once).
 */
function CoreCultureFormScreen() {
  const { api } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [key] = useState(() => newClientId('culture'));

  async function submit() {
    if (!navigator.onLine) {
      toast(T.needsNetwork);
      return;
    }
    try {
      const post = await withLoading(api.call(cultureAdd, { title, content, images: images.map((i) => i.url) }, { idempotencyKey: key }));
      toast(T.submitted);
      void navigate({ to: PATHS.coreCultureDetail, search: { id: post.id }, replace: true });
    } catch (error) {
      showError(error);
    }
  }

  return (
    <div className="info-page">
      <NavBar onBack={() => goBack()}>{T.form}</NavBar>
      {!online && <p className="info-caption" role="status">{T.needsNetwork}</p>}
      <Form layout="vertical" footer={<Button block color="primary" disabled={!online} onClick={() => void submit()}>{T.submit}</Button>}>
        <Form.Item label={T.titleLabel}>
          <Input value={title} onChange={setTitle} placeholder={T.titlePlaceholder} maxLength={CULTURE_TITLE_MAX} clearable />
        </Form.Item>
        <Form.Item label={T.contentLabel}>
          <TextArea value={content} onChange={setContent} placeholder={T.contentPlaceholder} maxLength={CULTURE_CONTENT_MAX} showCount rows={5} />
        </Form.Item>
        <Form.Item label={T.images}>
          <ImagePicker kind="culture-image" value={images} onChange={setImages} />
        </Form.Item>
      </Form>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.coreCultureForm}` as const)({ component: CoreCultureFormScreen });
