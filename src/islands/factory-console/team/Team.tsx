import { useId, useState } from "react";
import { Empty, LoadFailure, Loading } from "~/core/ListState";
import { useRequest } from "~/core/use-request";
import { formatDateTime } from "~/lib/format/datetime";
import { showToast } from "~/stores/toasts";
import type { StaffMember, StaffRole } from "~/wire/staff";
import type { TeamMember, TeamPasswordAnswer } from "~/wire/staff-team";
import { ConsoleGuard } from "../ConsoleGuard";
import { t } from "./messages";
import {
  addTeamMember,
  changeTeamMember,
  listTeam,
  resetTeamPassword,
} from "./team-api";

const ROLES: readonly StaffRole[] = [
  "admin",
  "engineer",
  "service",
  "warehouse",
];
const USERNAME = /^[A-Za-z0-9_.-]{2,32}$/;
const isRole = (value: string): value is StaffRole =>
  (ROLES as readonly string[]).includes(value);

/** /factory/team (员工管理, 管理员 only): the factory's staff, their roles, on or off, and one-time passwords. */
export default function Team() {
  return <ConsoleGuard>{(member) => <TeamScreen me={member} />}</ConsoleGuard>;
}

function TeamScreen({ me }: { me: StaffMember }) {
  const id = useId();
  const list = useRequest("team", (signal) => listTeam(signal));
  const [changed, setChanged] = useState<ReadonlyMap<number, TeamMember>>(
    new Map(),
  );
  const [added, setAdded] = useState<readonly TeamMember[]>([]);
  const [secret, setSecret] = useState<TeamPasswordAnswer | null>(null);
  const remember = (member: TeamMember) =>
    setChanged((previous) => new Map(previous).set(member.id, member));
  const listed = list.data?.records ?? [];
  const members = [
    ...listed,
    ...added.filter(
      (member) => !listed.some((other) => other.id === member.id),
    ),
  ].map((member) => changed.get(member.id) ?? member);

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t("console.team.heading")}
        </h1>
        <p className="text-sm text-base-content/70 mt-1">
          {t("console.team.intro")}
        </p>
      </div>
      {secret && (
        <OneTimePassword answer={secret} onDismiss={() => setSecret(null)} />
      )}
      <AddMember
        onAdded={(answer) => {
          setAdded((previous) => [...previous, answer.member]);
          setSecret(answer);
        }}
      />
      <LoadFailure
        state={list}
        feature={t("console.team.feature")}
        onRetry={list.reload}
      />
      {list.status === "loading" && !list.data && <Loading rows={4} />}
      {list.data && members.length === 0 && (
        <Empty title={t("console.team.empty")} />
      )}
      {members.length > 0 && (
        <ul
          className="flex flex-col gap-2"
          aria-label={t("console.team.listLabel")}
        >
          {members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              self={member.id === me.id}
              onChanged={remember}
              onSecret={setSecret}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function MemberRow({
  member,
  self,
  onChanged,
  onSecret,
}: {
  member: TeamMember;
  self: boolean;
  onChanged: (member: TeamMember) => void;
  onSecret: (answer: TeamPasswordAnswer) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function act(send: () => Promise<TeamMember | TeamPasswordAnswer>) {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await send();
      if ("password" in answer) {
        onChanged(answer.member);
        onSecret(answer);
      } else {
        onChanged(answer);
        showToast("success", t("console.team.changed", { name: answer.name }));
      }
    } catch {
      // Said in the toast; the row stays as it was.
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className={`card bg-base-100 shadow-sm ${member.active ? "" : "opacity-80"}`}
      data-member={member.username}
      data-active={member.active ? "" : undefined}
    >
      <div className="card-body flex-col gap-3 p-4 text-sm sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 text-base font-medium">
            {member.name}
            {self && (
              <span className="text-sm font-normal text-base-content/70">
                {t("console.team.you")}
              </span>
            )}
            {!member.active && (
              <span className="badge badge-sm badge-ghost">
                {t("console.team.off")}
              </span>
            )}
            {member.mustChangePassword && (
              <span className="badge badge-sm badge-warning">
                {t("console.team.mustChange")}
              </span>
            )}
          </p>
          <p className="text-base-content/70">
            <span className="font-mono">{member.username}</span> ·{" "}
            {t("console.team.since", {
              time: formatDateTime(member.createdAt),
            })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`${id}-role`}>
            {t("console.team.roleOf", { name: member.name })}
          </label>
          <select
            id={`${id}-role`}
            className="select select-sm w-36"
            value={member.role}
            disabled={self || busy}
            onChange={(event) => {
              const role = event.target.value;
              if (isRole(role))
                void act(() => changeTeamMember(member.id, { role }));
            }}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`console.role.${role}`)}
              </option>
            ))}
          </select>
          {!self && (
            <>
              <button
                type="button"
                className="btn btn-sm"
                disabled={busy}
                aria-busy={busy}
                onClick={() =>
                  void act(() =>
                    changeTeamMember(member.id, { active: !member.active }),
                  )
                }
              >
                {member.active
                  ? t("console.team.disable")
                  : t("console.team.enable")}
                <span className="sr-only"> {member.name}</span>
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                disabled={busy || !member.active}
                onClick={() => void act(() => resetTeamPassword(member.id))}
              >
                {t("console.team.reset")}
                <span className="sr-only"> {member.name}</span>
              </button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}

function AddMember({
  onAdded,
}: {
  onAdded: (answer: TeamPasswordAnswer) => void;
}) {
  const id = useId();
  const [username, setUsername] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<StaffRole>("engineer");
  const [errors, setErrors] = useState<{ username?: string; name?: string }>(
    {},
  );
  const [busy, setBusy] = useState(false);

  async function add() {
    if (busy) return;
    const next: { username?: string; name?: string } = {};
    if (!USERNAME.test(username.trim()))
      next.username = t("console.team.error.username");
    if (name.trim() === "" || Array.from(name.trim()).length > 20)
      next.name = t("console.team.error.name");
    setErrors(next);
    if (next.username || next.name) {
      document
        .getElementById(next.username ? `${id}-username` : `${id}-name`)
        ?.focus();
      return;
    }
    setBusy(true);
    try {
      onAdded(
        await addTeamMember({
          username: username.trim(),
          name: name.trim(),
          role,
        }),
      );
      setUsername("");
      setName("");
    } catch {
      // A taken username, a full factory: the toast says which; what was typed stays.
    } finally {
      setBusy(false);
    }
  }

  const field = (
    key: "username" | "name",
    label: string,
    value: string,
    set: (value: string) => void,
    hint?: string,
  ) => (
    <label className="flex flex-col gap-1" htmlFor={`${id}-${key}`}>
      <span className="font-medium">{label}</span>
      <input
        id={`${id}-${key}`}
        className={`input w-full ${errors[key] ? "input-error" : ""}`}
        value={value}
        autoComplete="off"
        onChange={(event) => {
          set(event.target.value);
          if (errors[key])
            setErrors((previous) => ({ ...previous, [key]: undefined }));
        }}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={
          errors[key]
            ? `${id}-${key}-error`
            : hint
              ? `${id}-${key}-hint`
              : undefined
        }
      />
      {errors[key] ? (
        <span id={`${id}-${key}-error`} className="text-error">
          {errors[key]}
        </span>
      ) : (
        hint && (
          <span
            id={`${id}-${key}-hint`}
            className="text-xs text-base-content/70"
          >
            {hint}
          </span>
        )
      )}
    </label>
  );

  return (
    <section
      className="card bg-base-100 shadow-sm"
      aria-labelledby={`${id}-heading`}
    >
      <div className="card-body gap-3 p-4 text-sm sm:p-6">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t("console.team.addHeading")}
        </h2>
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_10rem_auto] sm:items-start">
          {field(
            "username",
            t("console.team.username"),
            username,
            setUsername,
            t("console.team.usernameHint"),
          )}
          {field("name", t("console.team.name"), name, setName)}
          <label className="flex flex-col gap-1" htmlFor={`${id}-role`}>
            <span className="font-medium">{t("console.team.role")}</span>
            <select
              id={`${id}-role`}
              className="select w-full"
              value={role}
              onChange={(event) =>
                isRole(event.target.value) && setRole(event.target.value)
              }
            >
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {t(`console.role.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn btn-primary sm:mt-7"
            onClick={() => void add()}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t("console.team.adding") : t("console.team.add")}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The one-time password, shown once, with a way to copy it. */
function OneTimePassword({
  answer,
  onDismiss,
}: {
  answer: TeamPasswordAnswer;
  onDismiss: () => void;
}) {
  const id = useId();
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <section
      className="alert alert-warning flex flex-col items-start gap-2"
      role="alert"
      aria-labelledby={`${id}-heading`}
      data-one-time-password
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        {t("console.team.passwordHeading", {
          name: answer.member.name,
          username: answer.member.username,
        })}
      </h2>
      <p className="font-mono text-lg select-all" data-password>
        {answer.password}
      </p>
      <p className="text-sm">{t("console.team.passwordHint")}</p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() =>
            void navigator.clipboard.writeText(answer.password).then(
              () => setCopy("copied"),
              () => setCopy("failed"),
            )
          }
        >
          {t("console.team.copy")}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          onClick={onDismiss}
        >
          {t("console.team.dismiss")}
        </button>
        <span role="status" className="text-sm">
          {copy === "copied"
            ? t("console.team.copied")
            : copy === "failed"
              ? t("console.team.copyFailed")
              : ""}
        </span>
      </div>
    </section>
  );
}
