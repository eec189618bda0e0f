"""API keys of the HTTP service, kept in one JSON file (`a2rag keys add|list|revoke`).

A key is random, shown once when created and stored only as its SHA-256 (keys carry 256
random bits, so an unsalted hash is as strong as the key); a short public id names it for
listing and revoking. The file is written atomically with mode 0600, and the service
re-reads it when it changes, so a revoke takes effect on the next request, no restart.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import hmac
import os
import secrets
import tempfile
import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from a2rag.access.principal import Principal, Role
from a2rag.config import API_KEY_PREFIX, Settings, parse_groups
from a2rag.errors import ConfigError, InvalidInput

KEY_PREFIX = API_KEY_PREFIX  # recognisable in a leaked log or paste (and masked there)
FILE_VERSION = 1


def keys_path(settings: Settings) -> Path:
    """settings.access.keys_file, else keys.json in the home directory."""
    return settings.access.keys_file or settings.local.home_dir / "keys.json"


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


class KeyRecord(BaseModel):
    """One key as stored: never the key itself."""

    model_config = ConfigDict(frozen=True)

    id: str = Field(pattern=r"^k[0-9a-f]{8}$")
    name: str = Field(min_length=1, max_length=200)
    role: Role
    groups: tuple[str, ...] | None = Field(
        description="None: reads every document (an admin key created without --groups)."
    )
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    created_at: datetime
    revoked_at: datetime | None = None

    @field_validator("groups", mode="before")
    @classmethod
    def _groups(cls, value: object) -> tuple[str, ...] | None:
        return None if value is None else tuple(parse_groups(value))

    @property
    def active(self) -> bool:
        return self.revoked_at is None

    def principal(self) -> Principal:
        return Principal(name=self.name, role=self.role, groups=self.groups)

    def public(self) -> dict[str, object]:
        """What `keys list` shows: everything but the hash."""
        return self.model_dump(mode="json", exclude={"sha256"})


class _KeysFile(BaseModel):
    version: int = FILE_VERSION
    keys: list[KeyRecord] = Field(default_factory=list)


class KeyStore:
    """The keys file: CLI edits (read-modify-write under a file lock) and the service's
    lookups (cached, re-read when the file's stat signature changes)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._signature: tuple[int, int, int] | None = None
        self._records: list[KeyRecord] = []
        self._ever_keyed = False

    @classmethod
    def for_settings(cls, settings: Settings) -> KeyStore:
        return cls(keys_path(settings))

    # ---- reading ----------------------------------------------------------------------

    def records(self) -> list[KeyRecord]:
        """Every key, active and revoked, as the file holds them now."""
        with self._lock:
            self._refresh()
            return list(self._records)

    def has_active(self) -> bool:
        return any(r.active for r in self.records())

    def keyed(self) -> bool:
        """Does this service require keys? Yes once the file has held any key (revoked
        ones too): revoking or deleting the last key never opens the service."""
        with self._lock:
            self._refresh()
            return self._ever_keyed

    def lookup(self, presented: str) -> Principal | None:
        """The principal of an active key, else None (unknown or revoked). Every stored hash
        is compared in constant time, so timing tells nothing about which one is close."""
        digest = hash_key(presented)
        found: KeyRecord | None = None
        for record in self.records():
            if hmac.compare_digest(digest, record.sha256) and found is None:
                found = record
        return found.principal() if found is not None and found.active else None

    def _refresh(self) -> None:
        try:
            st = self.path.stat()
        except FileNotFoundError:
            self._signature, self._records = None, []
            return
        except OSError as exc:
            raise ConfigError(f"cannot read the keys file {self.path}: {exc}") from exc
        signature = (st.st_mtime_ns, st.st_size, st.st_ino)
        if signature == self._signature:
            return
        self._records = self._read()
        self._signature = signature
        self._ever_keyed = self._ever_keyed or bool(self._records)

    def _read(self) -> list[KeyRecord]:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise ConfigError(f"cannot read the keys file {self.path}: {exc}") from exc
        if not raw.strip():
            return []
        try:
            return _KeysFile.model_validate_json(raw).keys
        except ValidationError as exc:
            raise ConfigError(
                f"the keys file {self.path} is not valid ({exc.error_count()} error(s)); "
                "fix or remove it (`a2rag keys list` reads it)"
            ) from None

    # ---- editing (the CLI) ------------------------------------------------------------

    def add(self, name: str, role: Role, groups: list[str] | None) -> tuple[KeyRecord, str]:
        """A new key: its record and the key itself, which is never stored or shown again.
        An active key's name must be unique, so that `revoke NAME` names one key."""
        name = name.strip()
        key = KEY_PREFIX + secrets.token_urlsafe(32)
        with self._editing() as records:
            if any(r.active and r.name == name for r in records):
                raise InvalidInput(f"an active key named {name!r} exists; revoke it first")
            ids = {r.id for r in records}
            key_id = _new_id(ids)
            record = KeyRecord(
                id=key_id,
                name=name,
                role=role,
                groups=None if groups is None else tuple(groups),
                sha256=hash_key(key),
                created_at=datetime.now(UTC),
            )
            records.append(record)
        return record, key

    def revoke(self, id_or_name: str) -> KeyRecord:
        """Revoke the key with this id, else the active key with this name."""
        with self._editing() as records:
            index = next((i for i, r in enumerate(records) if r.id == id_or_name), None)
            if index is None:
                index = next(
                    (i for i, r in enumerate(records) if r.active and r.name == id_or_name), None
                )
            if index is None:
                raise InvalidInput(
                    f"no key with id or active name {id_or_name!r} (`a2rag keys list`)"
                )
            if not records[index].active:
                raise InvalidInput(f"key {records[index].id} is already revoked")
            records[index] = records[index].model_copy(update={"revoked_at": datetime.now(UTC)})
            return records[index]

    @contextlib.contextmanager
    def _editing(self) -> Iterator[list[KeyRecord]]:
        """Read, let the caller change, write back atomically; one editor at a time."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock_path = self.path.with_name(self.path.name + ".lock")
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            records = self._read()
            yield records
            self._write(records)
        finally:
            os.close(fd)  # releases the lock
        with self._lock:
            self._signature = None  # re-read on next use

    def _write(self, records: list[KeyRecord]) -> None:
        blob = _KeysFile(keys=records).model_dump_json(indent=2) + "\n"
        fd, tmp = tempfile.mkstemp(prefix=".keys-", dir=self.path.parent)
        try:
            os.fchmod(fd, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(blob)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise


def _new_id(taken: set[str]) -> str:
    while True:
        key_id = "k" + secrets.token_hex(4)
        if key_id not in taken:
            return key_id
