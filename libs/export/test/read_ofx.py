# Reads OFX/QFX/QBO files with ofxparse (Debian's python3-ofxparse), an independent reader of the
# format, and prints what it understood as JSON: {path: {accounts: [...]}} or {path: {error}}.
import json
import sys
import warnings

import ofxparse

# OFX 2 is XML read by ofxparse's HTML parser, as ofxparse always does; its warning says nothing about our file.
warnings.filterwarnings('ignore', message='.*XML.*')


def account_of(account):
    statement = account.statement
    return {
        'accountId': account.account_id,
        'type': account.type,
        'currency': statement.currency,
        'balance': None if getattr(statement, 'balance', None) is None else str(statement.balance),
        'balanceDate': None if getattr(statement, 'balance_date', None) is None else statement.balance_date.strftime('%Y-%m-%d'),
        'transactions': [
            {
                'date': t.date.strftime('%Y-%m-%d'),
                'amount': str(t.amount),
                'id': t.id,
                'type': t.type,
                'payee': t.payee,
                'memo': t.memo,
                'checknum': t.checknum,
            }
            for t in statement.transactions
        ],
        'bankId': account.routing_number,
    }


result = {}
for path in sys.argv[1:]:
    try:
        with open(path, 'rb') as f:
            ofx = ofxparse.OfxParser.parse(f)
        result[path] = {
            'accounts': [account_of(a) for a in ofx.accounts],
            'intuBid': ofx.signon.intu_bid if ofx.signon is not None else None,
        }
    except Exception as e:  # every failure is reported per file, not as a crash
        result[path] = {'error': f'{type(e).__name__}: {e}'}
json.dump(result, sys.stdout)
