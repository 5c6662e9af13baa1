import { useEffect, useRef, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Avatar, Button, Form, Input, List, NavBar, Selector } from 'antd-mobile';
import { updateUserInfo, type ProfileUpdate } from '../../../../contract/account/profile';
import { NICKNAME_MAX, PROFILE_GENDERS } from '../../../../domain/profile';
import { LoadingState, EmptyState } from '../../../../ui/components/page-state';
import { toast, withLoading } from '../../../../ui/feedback';
import { useMediaUpload } from '../../../../ui/hooks/use-media-upload';
import { useOnline } from '../../../../ui/hooks/use-online';
import { PROFILE_TEXTS } from '../../../../ui/profile-texts';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { keepDraft, readDraft, takeChosenLocation } from '../../../profile/chosen-location';
import { ProfileNotices } from '../../../profile/profile-bits';
import { useProfile } from '../../../profile/use-profile';
import { useAppContext } from '../../../use-app-context';
import '../../../profile/profile.css';
import { goBack } from '../../../go-back';

const T = PROFILE_TEXTS.edit;
const DRAFT_KEY = 'starq:profile-edit';
const AVATAR_UPLOAD = { offline: T.avatarNeedsNetwork, failed: TEXTS.upload.failed };
const GENDER_OPTIONS = PROFILE_GENDERS.map((g) => ({ label: PROFILE_TEXTS.genders[g], value: g }));

type Form = ProfileUpdate & { locationName: string };

/**
 * Edit the profile (issue 15). Saving goes through the outbox (offline too) and shows at once; the avatar must be
 * uploaded first, which needs the network (需要网络). The form survives a trip to /choose-location.
 */
function UserInfoEditScreen() {
  const { sync, session: store } = useAppContext();
  const online = useOnline();
  const uploadMedia = useMediaUpload(sync);
  const navigate = useNavigate();
  const profile = useProfile();
  const [form, setForm] = useState<Form | null>(() => readDraft<Form>(DRAFT_KEY));
  const fileInput = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (form || !profile.user) return;
    const u = profile.user;
    setForm({ usersName: u.usersName, gender: u.gender as Form['gender'], usersLogos: u.usersLogos, locationId: u.locationId ?? '', locationName: u.locationName ?? '' });
  }, [form, profile.user]);

  useEffect(() => {
    const place = takeChosenLocation();
    if (!place) return;
    setForm((f) => f && ({
      ...f, locationId: place.locationId, locationName: place.name,
      latitude: place.latitude, longitude: place.longitude, abroadCityCode: place.abroadCityCode,
    }));
  }, []);

  const change = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));

  async function pickAvatar(file: File | undefined) {
    if (!file) return;
    try {
      const record = await withLoading(uploadMedia('avatar', file, AVATAR_UPLOAD));
      change({ usersLogos: record.urls.detail ?? '' });
      toast(T.uploaded);
    } catch (error) {
      toast(error instanceof Error ? error.message : T.avatarNeedsNetwork);
    }
  }

  function chooseLocation() {
    keepDraft(DRAFT_KEY, form);
    void navigate({ to: PATHS.chooseLocation });
  }

  async function save() {
    if (!form) return;
    const { locationName, ...args } = form;
    const checked = updateUserInfo.request.safeParse(args);
    if (!checked.success) return toast(checked.error.issues[0]!.message);
    setSaving(true);
    const result = await sync.mutate('profile.update', args, { locationName });
    setSaving(false);
    if (!result.ok) return toast(result.msg);
    store.updateUserInfo({ usersName: checked.data.usersName, gender: checked.data.gender, usersLogos: checked.data.usersLogos, locationName: locationName || null });
    keepDraft(DRAFT_KEY, null);
    toast(navigator.onLine ? T.saved : T.savedOffline);
    goBack();
  }

  const back = <NavBar onBack={() => { keepDraft(DRAFT_KEY, null); goBack(); }}>{T.title}</NavBar>;
  if (!form) return <div className="page">{back}{profile.loading ? <LoadingState /> : <EmptyState title={T.noProfile} />}</div>;
  return (
    <div className="page user-info-edit">
      {back}
      <ProfileNotices profile={profile} />
      <List>
        <List.Item onClick={() => fileInput.current?.click()} extra={
          <span className="profile-edit__avatar">
            <Avatar src={form.usersLogos} data-testid="edit-avatar" style={{ '--size': '48px', '--border-radius': '50%' }} />
          </span>
        } description={online ? T.changeAvatar : T.avatarNeedsNetwork}>{T.avatar}</List.Item>
      </List>
      <input ref={fileInput} className="profile-edit__file" type="file" accept="image/png,image/jpeg,image/webp,image/gif"
        aria-label={T.changeAvatar} data-testid="avatar-file" onChange={(e) => { void pickAvatar(e.target.files?.[0]); e.target.value = ''; }} />
      <Form layout="horizontal">
        <Form.Item label={T.nickname}>
          <Input value={form.usersName} onChange={(v) => change({ usersName: v })} placeholder={T.nicknamePlaceholder} maxLength={NICKNAME_MAX + 4} aria-label={T.nickname} />
        </Form.Item>
        <Form.Item label={T.gender}>
          <Selector options={GENDER_OPTIONS} value={[form.gender as number]} onChange={(v) => v[0] !== undefined && change({ gender: v[0] as Form['gender'] })} />
        </Form.Item>
      </Form>
      <List>
        <List.Item onClick={chooseLocation} extra={<span data-testid="edit-location">{form.locationName || T.locationPlaceholder}</span>}>{T.location}</List.Item>
      </List>
      <div className="page-actions">
        <Button block color="primary" loading={saving} onClick={() => void save()}>{T.save}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.userInfoEdit}` as const)({ component: UserInfoEditScreen });
