"""The contract test's Django REST framework fixture, served over HTTP.

    /usr/bin/python3 test/contract/django/serve.py --authors authors.json [--port 0] [--host 127.0.0.1]

Loads the authors (the JSON array `src/demo-api/export-dataset.ts` writes) into a temporary SQLite
file and serves /api/author/non-active/list/ with Python's wsgiref. Prints `listening on
http://HOST:PORT` once it answers; with port 0 the system picks a free port. Needs only Debian's
python3-django, python3-djangorestframework and python3-django-filters.
"""

import argparse
import json
import os
import signal
import socketserver
import sys
import tempfile
import threading
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

# A test fixture: leave no __pycache__ in the working tree.
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))


class ThreadingWSGIServer(socketserver.ThreadingMixIn, WSGIServer):
    daemon_threads = True


class QuietHandler(WSGIRequestHandler):
    def log_message(self, format, *args):
        pass


def without_head_bodies(app):
    """Drop the body of HEAD answers, as gunicorn and Django 5's runserver do.

    Django runs HEAD as GET (Content-Length included) and leaves removing the body to the server;
    wsgiref, and runserver before Django 5.0, send it anyway.
    """

    def wrapped(environ, start_response):
        result = app(environ, start_response)
        if environ['REQUEST_METHOD'] != 'HEAD':
            return result
        try:
            for _ in result:
                pass
        finally:
            close = getattr(result, 'close', None)
            if close:
                close()
        return []

    return wrapped


def behind_tls_proxy(app):
    """What a TLS-terminating proxy in front adds: X-Forwarded-Proto: https (CONTRACT_TLS_PROXY=1)."""

    def wrapped(environ, start_response):
        environ['HTTP_X_FORWARDED_PROTO'] = 'https'
        return app(environ, start_response)

    return wrapped


def load_authors(path):
    from django.db import connection

    from fixture.models import Author

    with open(path, encoding='utf-8') as file:
        records = json.load(file)
    with connection.schema_editor() as editor:
        editor.create_model(Author)
    Author.objects.bulk_create((Author(**record) for record in records), batch_size=2000)
    return len(records)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--authors', required=True, help='JSON array of authors')
    parser.add_argument('--port', type=int, default=0)
    parser.add_argument('--host', default='127.0.0.1')
    parser.add_argument('--exit-on-stdin-eof', action='store_true',
                        help='stop when stdin closes, so that a test runner that dies leaves nothing behind')
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix='drf-contract-') as directory:
        os.environ['CONTRACT_FIXTURE_DB'] = os.path.join(directory, 'authors.sqlite3')
        os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'fixture.settings')
        sys.path.insert(0, HERE)

        import django
        from django.core.wsgi import get_wsgi_application

        django.setup()
        count = load_authors(args.authors)
        from django.conf import settings

        if settings.CONTRACT_AUTH_ON:
            from fixture.auth import create_users

            create_users()
        application = without_head_bodies(get_wsgi_application())
        if os.environ.get('CONTRACT_TLS_PROXY') == '1':
            application = behind_tls_proxy(application)

        server = make_server(args.host, args.port, application, ThreadingWSGIServer, QuietHandler)
        stop = lambda *_: threading.Thread(target=server.shutdown).start()
        signal.signal(signal.SIGTERM, stop)
        signal.signal(signal.SIGINT, stop)
        if args.exit_on_stdin_eof:
            threading.Thread(target=lambda: (sys.stdin.read(), server.shutdown()), daemon=True).start()

        host, port = server.server_address[:2]
        print(f'listening on http://{host}:{port} ({count} authors)', flush=True)
        with server:
            server.serve_forever()


if __name__ == '__main__':
    main()
