import type { Profile } from '@migralink/shared/schemas/auth';

/** The photo's size in CSS pixels, as `account.css` draws it (no style attribute: the site's CSP allows none). */
const SIZE = 96;

/** The user's photo, or their initials on a coloured disc when there is none. */
export function Avatar({ profile, alt }: { readonly profile: Profile; readonly alt: string }) {
  if (profile.avatar) {
    return <img className="profile-avatar__image" src={profile.avatar} alt={alt} width={SIZE} height={SIZE} />;
  }
  const initials = [profile.first_name, profile.last_name]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
  return (
    <span className="profile-avatar__image profile-avatar__initials" aria-hidden="true">
      {initials || profile.email.charAt(0).toUpperCase()}
    </span>
  );
}
