import { useId, useState } from 'react';
import { fill, formatLongDate } from '../../../shared/format';
import { imageMessages } from '../../../shared/messages/images';
import { profileMessages } from '../../../shared/messages/profiles';
import { imageProblem } from '../../lib/images';
import { publicProfilePath } from '../../../shared/app-routes';
import type { OwnProfile } from '../../../shared/schemas/profiles';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/ui/Avatar';
import { FormSheet } from '../../components/ui/FormSheet';
import { useToast } from '../../components/ToastProvider';
import { useAsyncHandler } from '../../components/use-async-handler';
import { errorMessage } from '../../lib/api';
import { useUploadAvatar } from './api';
import { ProfileEditForm } from './ProfileEditForm';

/** Spec §2 /perfil header: avatar, name (with its fallbacks), role, e-mail, location, member since, bio. */
export function ProfileCard({ profile }: { profile: OwnProfile }) {
  const upload = useUploadAvatar();
  const toast = useToast();
  const id = useId();

  const onPhoto = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again after an error still does something.
    input.value = '';
    if (!file) return;
    const problem = await imageProblem(file);
    if (problem) return toast.error(problem);
    try {
      await upload.mutateAsync(file);
      toast.success(profileMessages.photoUpdated);
    } catch (error) {
      toast.error(errorMessage(error, imageMessages.uploadFailed));
    }
  };
  const onPhotoChosen = useAsyncHandler(onPhoto);

  return (
    <section className="card p-6" aria-labelledby="profile-name">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex flex-col items-center gap-2">
          <Avatar name={profile.displayName} url={profile.avatarUrl} size="lg" />
          {/* The input comes first so its keyboard focus can show on the visible label (peer). */}
          <input
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            className="peer sr-only"
            onChange={(event) => onPhotoChosen(event.currentTarget)}
          />
          <label
            htmlFor={`${id}-photo`}
            className="btn-ghost cursor-pointer text-xs peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-yerba-700"
          >
            {upload.isPending ? profileMessages.uploadingPhoto : profileMessages.changePhoto}
          </label>
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
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-stone-700">{profileMessages.email}</dt>
            <dd className="text-stone-900">{profile.email}</dd>
            <dt className="font-semibold text-stone-700">{profileMessages.location}</dt>
            <dd className="text-stone-900">{profile.location?.label ?? profileMessages.noLocation}</dd>
            <dt className="font-semibold text-stone-700">{profileMessages.bio}</dt>
            <dd className="whitespace-pre-line text-stone-900">{profile.bio ?? profileMessages.noBio}</dd>
          </dl>
          <p className="mt-3 text-sm text-stone-700">
            {fill(profileMessages.memberSince, { date: formatLongDate(profile.memberSince) })}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <ProfileEditDialog profile={profile} />
            {profile.publicName && (
              <AppLink to={publicProfilePath(profile.publicName)} className="btn-ghost">
                {profileMessages.viewPublic}
              </AppLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * "Editar perfil" opens the form over the page, so saving or cancelling moves nothing on it; closing
 * puts focus back on the button (Radix).
 */
function ProfileEditDialog({ profile }: { profile: OwnProfile }) {
  const [open, setOpen] = useState(false);
  return (
    <FormSheet
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="btn-secondary">
          {profileMessages.edit}
        </button>
      }
      title={profileMessages.edit}
    >
      <ProfileEditForm profile={profile} onDone={() => setOpen(false)} />
    </FormSheet>
  );
}
