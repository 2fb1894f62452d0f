import type { Profile } from '@migralink/shared/schemas/auth';

/** The user's photo, or their initials on a coloured disc when there is none. */
export function Avatar({
  profile,
  alt,
  size = 96,
}: {
  readonly profile: Profile;
  readonly alt: string;
  readonly size?: number;
}) {
  if (profile.avatar) {
    return <img className="profile-avatar__image" src={profile.avatar} alt={alt} width={size} height={size} />;
  }
  const initials = [profile.first_name, profile.last_name]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
  return (
    <span
      className="profile-avatar__image profile-avatar__initials"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials || profile.email.charAt(0).toUpperCase()}
    </span>
  );
}
