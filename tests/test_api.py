"""The HTTP API over the real database: ingest a document, ask about it, delete it."""

from __future__ import annotations

from fastapi.testclient import TestClient

from a2rag.api.app import create_app
from a2rag.config import Settings


def test_ingest_ask_delete_over_http(settings: Settings) -> None:
    with TestClient(create_app(settings)) as client:
        assert client.get("/health").json() == {"status": "ok"}
        r = client.post(
            "/documents",
            json={
                "documents": [
                    {
                        "id": "fx-desk",
                        "title": "Osprey FX desk",
                        "text": "The Osprey FX desk caps its overnight position at "
                        "USD 12 million. Osprey FX desk reports to Mara Lind.",
                    }
                ]
            },
        )
        assert r.status_code == 200 and r.json()["documents_written"] == 1
        a = client.post(
            "/ask", json={"question": "What is the overnight position cap of the Osprey FX desk?"}
        )
        assert a.status_code == 200
        body = a.json()
        assert body["status"] == "answered" and "USD 12 million" in body["answer"]
        assert body["citations"] == ["fx-desk#0"]
        assert client.post("/ask", json={"question": ""}).status_code == 422
        assert client.delete("/documents/fx-desk").json() == {"deleted": 1}
