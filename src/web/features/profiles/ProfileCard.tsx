import { useId, useState } from 'react';
import { fill, formatLongDate } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import type { OwnProfile } from '../../../shared/schemas/profiles';
import { AppLink } from '../../components/app-link';
import { Avatar } from '../../components/ui/Avatar';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { useUploadAvatar } from './api';
import { ProfileEditForm } from './ProfileEditForm';

/** Spec §2 /perfil header: avatar, name (with its fallbacks), role, e-mail, location, member since, bio. */
export function ProfileCard({ profile }: { profile: OwnProfile }) {
  const [editing, setEditing] = useState(false);
  const upload = useUploadAvatar();
  const toast = useToast();
  const id = useId();

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast.error(messages.images.invalidImage);
    try {
      await upload.mutateAsync(file);
      toast.success(messages.profile.photoUpdated);
    } catch (error) {
      toast.error(errorMessage(error, messages.images.uploadFailed));
    }
  };

  return (
    <section className="card p-6" aria-labelledby="profile-name">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex flex-col items-center gap-2">
          <Avatar name={profile.displayName} url={profile.avatarUrl} size="lg" />
          <label htmlFor={`${id}-photo`} className="btn-ghost cursor-pointer text-xs">
            {upload.isPending ? messages.profile.uploadingPhoto : messages.profile.changePhoto}
          </label>
          <input
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => onPhoto(event.target.files?.[0])}
          />
        </div>
        <div className="flex-1">
          <h1 id="profile-name" className="text-3xl font-extrabold text-stone-900">
            {profile.displayName}
          </h1>
          <p className="mt-1">
            <span className="rounded-full bg-yerba-100 px-3 py-1 text-sm font-bold text-yerba-900">
              {profile.roleLabel}
            </span>
          </p>
          {editing ? (
            <div className="mt-5">
              <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
            </div>
          ) : (
            <>
              <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-stone-700">{messages.profile.email}</dt>
                <dd className="text-stone-900">{profile.email}</dd>
                <dt className="font-semibold text-stone-700">{messages.profile.location}</dt>
                <dd className="text-stone-900">{profile.location?.label ?? messages.profile.noLocation}</dd>
                <dt className="font-semibold text-stone-700">{messages.profile.bio}</dt>
                <dd className="whitespace-pre-line text-stone-900">
                  {profile.bio ?? messages.profile.noBio}
                </dd>
              </dl>
              <p className="mt-3 text-sm text-stone-700">
                {fill(messages.profile.memberSince, { date: formatLongDate(profile.memberSince) })}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
                  {messages.profile.edit}
                </button>
                {profile.publicName && (
                  <AppLink to={`/u/${encodeURIComponent(profile.publicName)}`} className="btn-ghost">
                    {messages.profile.viewPublic}
                  </AppLink>
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
